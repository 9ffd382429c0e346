import { GET as publicPdfRoute } from "@/app/i/[token]/pdf/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as publicLinkRoute } from "@/app/api/invoices/[id]/public-link/route";
import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { db } from "@/lib/db";
import { PUBLIC_LINK_MISSES } from "@/lib/invoices/open-public-invoice";
import { qrCodesOnFirstPage } from "../support/decode-qr";
import { loadReactPdf, readPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// The PDF route renders through lib/pdf, which needs the real react-pdf loaded for jest first.
beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

type Invoice = { id: string; number: string; paymentReference: string; total: string; balanceDue: string; publicUrl: string };

let addresses = 0;
/** A client address of its own for each test, so one test's misses never limit another's visits. */
const newAddress = () => `203.0.113.${++addresses}`;

const tokenOf = (invoice: { publicUrl: string }) => invoice.publicUrl.split("/").pop() as string;

function openPdf(token: string, address: string, cookie?: string) {
  return callRoute(publicPdfRoute, { path: `/i/${token}/pdf`, params: { token }, headers: fromAddress(address), cookie });
}

/** A German studio with a Commerzbank account: the supplier of the euro invoices. */
async function germanSupplier(bank: { iban?: string | null; swiftCode?: string | null } = {}) {
  const account = await signUp({
    businessType: "business",
    businessName: "Müller Design GmbH",
    country: "DE",
    city: "Berlin",
    postalCode: "10115",
  });
  await db.user.update({
    where: { id: account.user.id },
    data: { isPro: true, iban: "DE89370400440532013000", swiftCode: "COBADEFFXXX", bankName: "Commerzbank", ...bank },
  });
  return account;
}

async function issue(cookie: string, overrides: Record<string, unknown> = {}): Promise<Invoice> {
  const customer = await addCustomer(cookie, { name: "Kunde AG", email: "buchhaltung@kunde.example", country: "DE" });
  const response = await postInvoice(cookie, invoicePayload(customer.id, { currency: "EUR", language: "de", ...overrides }));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

async function pay(cookie: string, id: string, amount: string): Promise<Invoice> {
  const response = await callRoute(paymentsRoute, { method: "POST", cookie, params: { id }, body: { amount, method: "bank_transfer" } });
  if (response.status !== 201) throw new Error(`payment: ${response.status} ${await response.text()}`);
  return response.json();
}

async function downloadPdf(invoice: Invoice, address = newAddress()): Promise<Buffer> {
  const response = await openPdf(tokenOf(invoice), address);
  if (response.status !== 200) throw new Error(`public PDF: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

describe("the SEPA payment QR code on the PDF", () => {
  it("is printed on a partly paid euro invoice and asks for the balance due, not the total", async () => {
    const { cookie } = await germanSupplier();
    const invoice = await issue(cookie);
    const paid = await pay(cookie, invoice.id, "0.10");
    expect(paid.balanceDue).toBe((Number(invoice.total) - 0.1).toFixed(2));

    const pdf = await downloadPdf(paid);
    expect(qrCodesOnFirstPage(pdf)).toEqual([
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "COBADEFFXXX",
        "Müller Design GmbH",
        "DE89370400440532013000",
        `EUR${paid.balanceDue}`,
        "",
        // The structured remittance: the invoice's RF reference (issue #27), the last field.
        invoice.paymentReference,
      ].join("\n"),
    ]);
    const { text } = await readPdf(pdf);
    expect(text).toContain("Mit Ihrer Banking-App scannen und bezahlen");
    expect(text).toContain("Bereits bezahlt");
    expect(text).toContain("Offener Betrag");
  });

  it("leaves the BIC line empty when the profile has none", async () => {
    const { cookie } = await germanSupplier({ swiftCode: null });
    const invoice = await issue(cookie);
    const [payload] = qrCodesOnFirstPage(await downloadPdf(invoice));
    expect(payload?.split("\n").slice(3, 8)).toEqual(["SCT", "", "Müller Design GmbH", "DE89370400440532013000", `EUR${invoice.total}`]);
  });

  it("is left out for a USD invoice, an invalid IBAN, a paid invoice and a void one", async () => {
    const { cookie } = await germanSupplier();
    const usd = await issue(cookie, { currency: "USD" });
    const badIban = await issue(cookie);
    await db.invoice.update({ where: { id: badIban.id }, data: { supplierIban: "DE89370400440532013001" } });
    const settled = await issue(cookie);
    const paid = await pay(cookie, settled.id, settled.total);
    const voided = await issue(cookie);
    expect((await callRoute(voidRoute, { method: "POST", cookie, params: { id: voided.id } })).status).toBe(200);

    for (const invoice of [usd, badIban, paid, voided]) {
      const pdf = await downloadPdf(invoice);
      expect({ number: invoice.number, codes: qrCodesOnFirstPage(pdf) }).toEqual({ number: invoice.number, codes: [] });
      expect((await readPdf(pdf)).text).not.toContain("Banking-App");
    }
  });
});

describe("VOID on the PDF", () => {
  it("stamps a void invoice across the page and names it in the title, in the invoice's language", async () => {
    const { cookie } = await germanSupplier();
    const invoice = await issue(cookie, { currency: "EUR", language: "en" });
    // Opening the public PDF makes an invoice viewed, and a viewed one can't be voided (issue #25): the unstamped look is another's.
    const live = await issue(cookie, { currency: "EUR", language: "en" });
    expect((await readPdf(await downloadPdf(live))).text).not.toContain("VOID");

    expect((await callRoute(voidRoute, { method: "POST", cookie, params: { id: invoice.id } })).status).toBe(200);
    const { text, info } = await readPdf(await downloadPdf(invoice));
    expect(text).toContain("VOID");
    expect(info.Title).toBe(`Invoice ${invoice.number} – VOID`);

    const german = await issue(cookie);
    await callRoute(voidRoute, { method: "POST", cookie, params: { id: german.id } });
    const inGerman = await readPdf(await downloadPdf(german));
    expect(inGerman.text).toContain("STORNIERT");
    expect(inGerman.info.Title).toBe(`Rechnung ${german.number} – STORNIERT`);
  });
});

describe("GET /i/{token}/pdf", () => {
  it("answers the invoice of the token, as an attachment never cached, indexed or referred", async () => {
    const { cookie } = await germanSupplier();
    const first = await issue(cookie, { notes: "Erste Rechnung" });
    const second = await issue(cookie, { notes: "Zweite Rechnung" });
    const response = await openPdf(tokenOf(second), newAddress());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${second.number}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(second.number);
    expect(text).toContain("Zweite Rechnung");
    expect(text).not.toContain(first.number);
    expect(text).not.toContain("Erste Rechnung");
  });

  it("prints the owner's plan: the Free watermark for a Free owner, whoever downloads", async () => {
    const { cookie, user } = await germanSupplier();
    const invoice = await issue(cookie);
    expect((await readPdf(await downloadPdf(invoice))).text).not.toContain("Erstellt mit dem kostenlosen Plan");
    await db.user.update({ where: { id: user.id }, data: { isPro: false } });
    expect((await readPdf(await downloadPdf(invoice))).text).toContain("Erstellt mit dem kostenlosen Plan");
  });

  it.each([
    ["a word", "nope"],
    ["the right shape, no invoice's (43 characters)", "A".repeat(43)],
    ["the old shape, no invoice's (64 hex)", "f".repeat(64)],
    ["a path", "..%2F..%2Fetc%2Fpasswd"],
    ["one character short", "B".repeat(42)],
  ])("answers 404 for a wrong token (%s), saying nothing more", async (_case, token) => {
    const response = await openPdf(token, newAddress());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found", code: "not_found" });
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("answers 404 for the old token once the owner replaced the link, and the invoice at the new one", async () => {
    const { cookie } = await germanSupplier();
    const invoice = await issue(cookie);
    const address = newAddress();
    expect((await openPdf(tokenOf(invoice), address)).status).toBe(200);
    const replaced = await callRoute(publicLinkRoute, { method: "POST", cookie, params: { id: invoice.id } });
    const { publicUrl } = (await replaced.json()) as Invoice;
    expect(publicUrl).not.toBe(invoice.publicUrl);
    expect((await openPdf(tokenOf(invoice), address)).status).toBe(404);
    expect((await openPdf(tokenOf({ publicUrl }), address)).status).toBe(200);
  });

  it("marks the invoice viewed on the customer's first visit, with one feed event; the owner's own visits don't count", async () => {
    const { cookie, user } = await germanSupplier();
    const invoice = await issue(cookie);
    const token = tokenOf(invoice);
    const events = () => db.activityEvent.count({ where: { userId: user.id, description: { contains: "viewed" } } });

    expect((await openPdf(token, newAddress(), cookie)).status).toBe(200);
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).viewedAt).toBeNull();
    expect(await events()).toBe(0);

    const before = Date.now();
    await Promise.all([openPdf(token, newAddress()), openPdf(token, newAddress())]);
    const { viewedAt } = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(viewedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await events()).toBe(1);
    expect(await db.activityEvent.findFirst({ where: { userId: user.id, description: { contains: "viewed" } } })).toMatchObject({
      type: "invoice",
      description: `Invoice ${invoice.number} viewed by Kunde AG`,
    });

    await openPdf(token, newAddress());
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).viewedAt).toEqual(viewedAt);
    expect(await events()).toBe(1);
  });

  it(`refuses an address after ${PUBLIC_LINK_MISSES.limit} wrong tokens (429 with Retry-After), right ones included; reloads never count`, async () => {
    const { cookie } = await germanSupplier();
    const invoice = await issue(cookie);
    const token = tokenOf(invoice);
    const scanner = newAddress();
    const customer = newAddress();

    // A customer reloading their invoice is never limited: only misses count.
    for (let visit = 0; visit < PUBLIC_LINK_MISSES.limit + 5; visit += 1) {
      expect((await openPdf(token, customer)).status).toBe(200);
    }

    for (let miss = 0; miss < PUBLIC_LINK_MISSES.limit; miss += 1) {
      expect((await openPdf(`${"x".repeat(40)}${String(miss).padStart(3, "0")}`, scanner)).status).toBe(404);
    }
    const limited = await openPdf("C".repeat(43), scanner);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(PUBLIC_LINK_MISSES.windowSeconds - 120);
    expect(retryAfter).toBeLessThanOrEqual(PUBLIC_LINK_MISSES.windowSeconds);
    // The right token too: a guesser who found one must not learn it while limited.
    expect((await openPdf(token, scanner)).status).toBe(429);
    expect((await openPdf(token, customer)).status).toBe(200);
  });
});
