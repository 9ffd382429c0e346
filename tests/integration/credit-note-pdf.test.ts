import fs from "node:fs";
import path from "node:path";
import { GET as creditNotePdfRoute } from "@/app/api/credit-notes/[id]/pdf/route";
import { POST as sendRoute } from "@/app/api/credit-notes/[id]/send/route";
import { db } from "@/lib/db";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { loadReactPdf, readPdf, squeeze } from "../support/read-pdf";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { proSeller } from "./support/sales";
import { SWEDISH_SUPPLIER } from "./support/swedish-supplier";

// Issue #25: a credit note's PDF, rendered by the real react-pdf and read back, and its mail.

const outboxDir = isolateEmailEnv({ EMAIL_FROM: "InvoiceFlow <invoices@invoiceflow.example>" });

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

async function creditNoteOf(cookie: string, invoice: Record<string, unknown>, body: Record<string, unknown>) {
  const customer = await addCustomer(cookie, { name: "Kund AB", email: "faktura@kund.example", country: "SE" });
  const created = await postInvoice(cookie, invoicePayload(customer.id, invoice));
  if (created.status !== 201) throw new Error(`invoice: ${created.status} ${await created.text()}`);
  const { id, number } = await created.json();
  const response = await callRoute(creditRoute, { method: "POST", cookie, params: { id }, body });
  if (response.status !== 201) throw new Error(`credit note: ${response.status} ${await response.text()}`);
  return { invoiceNumber: number as string, note: (await response.json()) as { id: string; number: string } };
}

const download = (cookie: string, id: string) =>
  callRoute(creditNotePdfRoute, { cookie, path: `/api/credit-notes/${id}/pdf`, params: { id } });

describe("GET /api/credit-notes/{id}/pdf", () => {
  it("prints 'Credit note', the invoice it corrects with its date, the reason, the lines and the tax wording, as credit-note-{number}.pdf", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const { invoiceNumber, note } = await creditNoteOf(
      cookie,
      { vatScenario: "domestic_b2b", currency: "SEK", items: [{ description: "Design work", quantity: 2, rate: "100.00" }] },
      { reason: "One day not delivered", items: [{ description: "Design work", quantity: 1, rate: "100.00" }] },
    );
    const response = await download(cookie, note.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="credit-note-${note.number}.pdf"`);
    const { text, squeezed } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Credit note");
    expect(text).toContain(note.number);
    expect(squeezed).toContain(squeeze(`Credit note for invoice ${invoiceNumber} of Nov 2, 2026`));
    expect(squeezed).toContain(squeeze("Reason: One day not delivered"));
    expect(text).toContain("Design work");
    expect(squeezed).toContain(squeeze("Domestic supply"));
    expect(text).toContain("Total credited");
    // It asks for no payment.
    expect(text).not.toMatch(/Payment details/i);
  });

  it("speaks the invoice's language: Kreditfaktura in Swedish, Rechnungskorrektur in German", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const swedish = await creditNoteOf(cookie, { vatScenario: "domestic_b2b", currency: "SEK", language: "sv" }, { reason: "Fel pris" });
    const sv = await readPdf(new Uint8Array(await (await download(cookie, swedish.note.id)).arrayBuffer()));
    expect(sv.text).toContain("Kreditfaktura");
    expect(sv.squeezed).toContain(squeeze(`Kreditfaktura för faktura ${swedish.invoiceNumber} av`));
    expect(sv.squeezed).toContain(squeeze("Orsak: Fel pris"));

    const german = await creditNoteOf(
      cookie,
      { vatScenario: "domestic_b2b", currency: "EUR", language: "de" },
      { reason: "Falscher Preis" },
    );
    const de = await readPdf(new Uint8Array(await (await download(cookie, german.note.id)).arrayBuffer()));
    expect(de.text).toContain("Rechnungskorrektur");
    expect(de.squeezed).toContain(squeeze(`Rechnungskorrektur zur Rechnung ${german.invoiceNumber} vom`));
    expect(de.text).not.toContain("Gutschrift");
  });

  it("someone else's credit note is 404", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const { note } = await creditNoteOf(cookie, {}, { reason: "Cancelled" });
    const stranger = await signUp();
    expect((await download(stranger.cookie, note.id)).status).toBe(404);
  });
});

describe("POST /api/credit-notes/{id}/send", () => {
  const send = (cookie: string, id: string) =>
    callRoute(sendRoute, { method: "POST", cookie, params: { id }, path: `/api/credit-notes/${id}/send` });

  it("needs a confirmed sender address, then mails the credit note with its PDF and records sentAt and sentTo", async () => {
    const { cookie, user } = await proSeller(SWEDISH_SUPPLIER);
    const { invoiceNumber, note } = await creditNoteOf(cookie, { vatScenario: "domestic_b2b", currency: "SEK" }, { reason: "Cancelled" });
    const refused = await send(cookie, note.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "email_unverified" });

    await markEmailVerified(user.id);
    const existing = new Set(fs.readdirSync(outboxDir()));
    const response = await send(cookie, note.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ to: "faktura@kund.example" });
    const files = fs.readdirSync(outboxDir()).filter((file) => !existing.has(file));
    expect(files).toHaveLength(1);
    const mail = await parseMail(fs.readFileSync(path.join(outboxDir(), files[0]!)));
    expect(mail.subject).toBe(`Credit note ${note.number} from Svensk Konsult AB`);
    expect(mail.text).toContain(`Credited invoice: ${invoiceNumber}`);
    expect(mail.text).toContain("Reason: Cancelled");
    expect(mail.attachments[0]?.filename).toBe(`credit-note-${note.number}.pdf`);
    expect(await db.creditNote.findUniqueOrThrow({ where: { id: note.id }, select: { sentTo: true } })).toEqual({
      sentTo: "faktura@kund.example",
    });
    // The credit note's history says where it went, and who sent it.
    const sent = await db.historyEntry.findMany({ where: { creditNoteId: note.id, type: "sent" }, select: { actor: true, detail: true } });
    expect(sent).toEqual([{ actor: user.id, detail: { to: "faktura@kund.example" } }]);

    const stranger = await signUp();
    expect((await send(stranger.cookie, note.id)).status).toBe(404);
  });
});
