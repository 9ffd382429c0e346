import fs from "node:fs";
import path from "node:path";
import { GET as getRoute } from "@/app/api/invoices/[id]/route";
import { PUT as settingsRoute } from "@/app/api/user/settings/route";
import { db } from "@/lib/db";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { loadReactPdf, readPdf } from "../support/read-pdf";
import { parseMail } from "../support/parse-mail";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { isolateEmailEnv } from "../support/isolated-email-env";

const FROM = "InvoiceFlow <invoices@invoiceflow.example>";
const outboxDir = isolateEmailEnv({ EMAIL_FROM: FROM });
// The first render loads fonts and react-pdf's layout engine: seconds, not milliseconds.
let sendRoute: (typeof import("@/app/api/invoices/[id]/send/route"))["POST"];

// react-pdf ships only ES modules: load the real one natively before anything imports @/lib/pdf.
beforeAll(async () => {
  await loadReactPdf();
  ({ POST: sendRoute } = await import("@/app/api/invoices/[id]/send/route"));
}, 60_000);

/** A verified business account (Nordic Pixel AB) with one invoice to Acme; the signup's own mail already went to the outbox. */
async function invoiceToSend(invoiceOverrides: Record<string, unknown> = {}, customerOverrides: Record<string, unknown> = {}) {
  const account = await signUp({ businessType: "business", businessName: "Nordic Pixel AB", country: "SE" });
  await markEmailVerified(account.user.id);
  const customer = await addCustomer(account.cookie, customerOverrides);
  const response = await postInvoice(account.cookie, invoicePayload(customer.id, invoiceOverrides));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  const invoice = (await response.json()) as { id: string; number: string; total: string; publicUrl: string };
  return { ...account, invoice };
}

function send(cookie: string | undefined, id: string) {
  return callRoute(sendRoute, { method: "POST", cookie, params: { id }, path: `/api/invoices/${id}/send` });
}

async function expectNothingSent(invoiceId: string) {
  const { userId, ...row } = await db.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    select: { userId: true, sentAt: true, sentTo: true },
  });
  expect(row).toEqual({ sentAt: null, sentTo: null });
  expect(await db.activityEvent.count({ where: { userId, description: { contains: " sent to " } } })).toBe(0);
}

describe("POST /api/invoices/{id}/send over SMTP", () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.close());

  it("mails the invoice with its PDF to the customer, Reply-To the user, then records sentAt, sentTo and an event", async () => {
    const { cookie, user, invoice } = await invoiceToSend();
    process.env.SMTP_URL = smtp.url;
    const before = Date.now();
    const response = await send(cookie, invoice.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { sentAt: string; to: string };
    expect(body.to).toBe("billing@acme.example");
    expect(new Date(body.sentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["billing@acme.example"]);
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe("Invoice INV-1001 from Nordic Pixel AB");
    expect(mail.from).toEqual({ name: "InvoiceFlow", address: "invoices@invoiceflow.example" });
    expect(mail.replyTo).toEqual([{ name: "", address: user.email }]);
    expect(mail.text).toContain("Amount due: $200.00");
    expect(mail.text).toContain("Due date: December 2, 2026");
    expect(mail.html).toContain("$200.00");
    // The invoice's public page (/i/{token}), the link the customer keeps.
    const { publicUrl } = invoice;
    expect(publicUrl).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`View the invoice online and download it as a PDF:\n${publicUrl}\n`);
    expect(mail.html).toContain(`href="${publicUrl}"`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: "invoice-INV-1001.pdf", mimeType: "application/pdf" });
    const pdf = Buffer.from(attachment!.content as ArrayBuffer);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text } = await readPdf(pdf);
    expect(text).toContain("INV-1001");
    expect(text).toContain("Nordic Pixel AB");

    const stored = await (await callRoute(getRoute, { cookie, params: { id: invoice.id } })).json();
    expect(stored).toMatchObject({ sentAt: body.sentAt, sentTo: "billing@acme.example" });
    const event = await db.activityEvent.findFirstOrThrow({
      where: { userId: user.id, type: "invoice", description: { contains: "sent" } },
    });
    expect(event).toMatchObject({ description: "Invoice INV-1001 sent to billing@acme.example", userEmail: user.email });
    const sent = await db.historyEntry.findMany({ where: { invoiceId: invoice.id, type: "sent" }, select: { actor: true, detail: true } });
    expect(sent).toEqual([{ actor: user.id, detail: { to: "billing@acme.example" } }]);
  });

  it("attaches the PDF the plan allows: watermarked on Free, clean on Pro", async () => {
    process.env.SMTP_URL = smtp.url;
    const free = await invoiceToSend();
    expect((await send(free.cookie, free.invoice.id)).status).toBe(200);
    const pro = await invoiceToSend();
    await db.user.update({ where: { id: pro.user.id }, data: { isPro: true } });
    expect((await send(pro.cookie, pro.invoice.id)).status).toBe(200);

    // The signups' verification mails came through this server too; the invoices went to Acme.
    const invoiceMails = smtp.received.filter((mail) => mail.to.includes("billing@acme.example"));
    const [freeText, proText] = await Promise.all(
      invoiceMails.map(async (mail) => {
        const [attachment] = (await parseMail(mail.raw)).attachments;
        return (await readPdf(Buffer.from(attachment!.content as ArrayBuffer))).text;
      }),
    );
    expect(freeText).toContain("Created with the Free plan");
    expect(proText).toContain("INV-1001");
    expect(proText).not.toContain("Created with the Free plan");
  });

  it("attaches the Factur-X PDF instead when the user chose it in the settings (Pro)", async () => {
    process.env.SMTP_URL = smtp.url;
    const { cookie, user, invoice } = await invoiceToSend();
    await db.user.update({ where: { id: user.id }, data: { isPro: true, vatNumber: "SE556036079301", organizationNumber: "556036-0793" } });
    // The invoice keeps its own copy of the supplier: give it the ids an e-invoice needs.
    await db.invoice.update({
      where: { id: invoice.id },
      data: { supplierVatNumber: "SE556036079301", supplierOrganizationNumber: "556036-0793" },
    });
    const saved = await callRoute(settingsRoute, { method: "PUT", cookie, path: "/api/user/settings", body: { attachFacturX: true } });
    expect(saved.status).toBe(200);
    expect((await send(cookie, invoice.id)).status).toBe(200);

    const mail = smtp.received.find((received) => received.to.includes("billing@acme.example"));
    const [attachment] = (await parseMail(mail!.raw)).attachments;
    expect(attachment!.filename).toBe(`invoice-${invoice.number}.pdf`);
    const pdf = Buffer.from(attachment!.content as ArrayBuffer).toString("latin1");
    expect(pdf).toContain("/AFRelationship /Alternative");
    expect(pdf).toContain("factur-x.xml");
  });

  it("writes the mail in the invoice's language", async () => {
    const { cookie, invoice } = await invoiceToSend({ language: "sv", currency: "SEK" });
    process.env.SMTP_URL = smtp.url;
    expect((await send(cookie, invoice.id)).status).toBe(200);
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe("Faktura INV-1001 från Nordic Pixel AB");
    expect(mail.text).toMatch(/Att betala: [\d\s\u00a0]+,\d\d\u00a0kr/);
    expect(mail.text).toContain("Förfallodatum: 2 december 2026");
  });

  it("answers 502 when the server refuses the mail, and records nothing as sent", async () => {
    const { cookie, invoice } = await invoiceToSend();
    process.env.SMTP_URL = smtp.url;
    smtp.rejectNext(550, "Mailbox unavailable");
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await send(cookie, invoice.id);
    expect(response.status).toBe(502);
    // #26 finding 10: the user reads a plain sentence, the operator's log has the server's answer.
    expect((await response.json()).message).toBe("We could not send the e-mail right now. Please try again in a few minutes.");
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/550 Mailbox unavailable/));
    await expectNothingSent(invoice.id);
  });
});

describe("POST /api/invoices/{id}/send through Resend", () => {
  let resend: FakeResend;
  beforeEach(async () => {
    resend = await startFakeResend();
  });
  afterEach(() => resend.close());

  /** Switched on after the signup, so its verification mail does not count here. */
  function useResend() {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = resend.url;
  }

  it("posts the invoice mail to the Resend API with the PDF in base64, HTML-escaped", async () => {
    const { cookie, user, invoice } = await invoiceToSend({}, { name: `<b>Acme</b> & "Sons"` });
    useResend();
    const response = await send(cookie, invoice.id);
    expect(response.status).toBe(200);
    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request).toMatchObject({ method: "POST", path: "/emails" });
    expect(request!.headers.authorization).toBe("Bearer re_test_key");
    const payload = request!.body as Record<string, unknown> & {
      attachments: Array<{ filename: string; content: string; content_type: string }>;
    };
    expect(payload).toMatchObject({
      from: FROM,
      to: "billing@acme.example",
      subject: "Invoice INV-1001 from Nordic Pixel AB",
      reply_to: user.email,
    });
    expect(payload.html).toContain("Hello &lt;b&gt;Acme&lt;/b&gt; &amp; &quot;Sons&quot;,");
    expect(payload.html).not.toContain("<b>Acme</b>");
    expect(payload.text).toContain(`Hello <b>Acme</b> & "Sons",`);
    expect(payload.attachments).toHaveLength(1);
    expect(payload.attachments[0]).toMatchObject({ filename: "invoice-INV-1001.pdf", content_type: "application/pdf" });
    expect(payload.attachments[0]!.content).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(payload.attachments[0]!.content, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).sentTo).toBe("billing@acme.example");
  });

  it("answers 502 with the reason when Resend fails (HTTP 500), and the invoice has no sentAt", async () => {
    const { cookie, invoice } = await invoiceToSend();
    useResend();
    resend.failWith(500, { statusCode: 500, name: "internal_server_error", message: "Something broke at Resend" });
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await send(cookie, invoice.id);
    expect(response.status).toBe(502);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/Something broke at Resend \(Resend 500\)/));
    expect(await response.json()).toEqual({
      message: "We could not send the e-mail right now. Please try again in a few minutes.",
      code: "email_not_sent",
    });
    expect(resend.requests).toHaveLength(1);
    await expectNothingSent(invoice.id);
  });
});

describe("POST /api/invoices/{id}/send into the outbox", () => {
  it("writes an .eml with the subject and the PDF attachment", async () => {
    const { cookie, invoice } = await invoiceToSend();
    const existing = new Set(fs.readdirSync(outboxDir())); // the signup's verification mail
    expect((await send(cookie, invoice.id)).status).toBe(200);
    const files = fs.readdirSync(outboxDir()).filter((file) => !existing.has(file));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outboxDir(), files[0]!));
    expect(raw.toString("latin1")).toContain("Subject: Invoice INV-1001 from Nordic Pixel AB");
    expect(raw.toString("latin1")).toMatch(/Content-Disposition: attachment;\s+filename=invoice-INV-1001\.pdf/);
    const mail = await parseMail(raw);
    expect(
      Buffer.from(mail.attachments[0]!.content as ArrayBuffer)
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });
});

describe("POST /api/invoices/{id}/send access", () => {
  it("answers 404 for someone else's invoice and 401 without a session, sending nothing", async () => {
    const { invoice } = await invoiceToSend();
    const intruder = await signUp();
    const existing = fs.readdirSync(outboxDir()).length;
    expect((await send(intruder.cookie, invoice.id)).status).toBe(404);
    expect((await send(undefined, invoice.id)).status).toBe(401);
    expect((await send(intruder.cookie, "no-such-invoice")).status).toBe(404);
    expect(fs.readdirSync(outboxDir())).toHaveLength(existing);
    await expectNothingSent(invoice.id);
  });
});
