import { GET as einvoiceRoute } from "@/app/api/invoices/[id]/einvoice/route";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { PUT as settingsRoute } from "@/app/api/user/settings/route";
import { db } from "@/lib/db";
import { invoicePaymentReference, isValidOcrReference, isValidRfReference } from "@/lib/payments/payment-reference";
import { GIRO_MESSAGES } from "@/lib/profile/giro-numbers";
import { qrCodesOnFirstPage } from "../support/decode-qr";
import { validateAll, validatorAvailable, type ValidationJob } from "../support/einvoice-validator";
import { loadReactPdf, readPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { SWEDISH_BUSINESS, SWEDISH_SUPPLIER } from "./support/swedish-supplier";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #27: every invoice gets its payment reference when it is issued (OCR for a Bankgiro or
// Plusgiro supplier, RF otherwise), and it stands on the PDF, in the SEPA QR code and as BT-83.

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

const settings = (cookie: string, body: unknown) => callRoute(settingsRoute, { method: "PUT", cookie, body });

async function proSupplier(data: Record<string, unknown>) {
  const account = await signUp(SWEDISH_SUPPLIER);
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true, ...data } });
  return account;
}

async function issue(cookie: string, overrides: Record<string, unknown> = {}) {
  const customer = await addCustomer(cookie, SWEDISH_BUSINESS);
  const response = await postInvoice(cookie, invoicePayload(customer.id, { currency: "SEK", language: "sv", ...overrides }));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

describe("the reference an invoice is issued with", () => {
  it("is RF without a giro number and OCR once the profile has a Bankgiro, also in the stored row", async () => {
    const { cookie } = await proSupplier({});
    const plain = await issue(cookie);
    expect(plain.paymentReference).toBe(invoicePaymentReference(plain.number, "rf"));
    expect(isValidRfReference(plain.paymentReference)).toBe(true);

    const saved = await settings(cookie, { bankgiro: "5050 1055" });
    expect(saved.status).toBe(200);
    expect((await db.user.findFirstOrThrow({ where: { email: (await saved.json()).email } })).bankgiro).toBe("5050-1055");

    const withGiro = await issue(cookie);
    expect(withGiro.paymentReference).toBe(invoicePaymentReference(withGiro.number, "ocr"));
    expect(isValidOcrReference(withGiro.paymentReference)).toBe(true);
    expect(withGiro.supplier.bankgiro).toBe("5050-1055");
    const row = await db.invoice.findUniqueOrThrow({ where: { id: withGiro.id }, select: { paymentReference: true } });
    expect(row.paymentReference).toBe(withGiro.paymentReference);
    // The earlier invoice keeps the reference it was issued with.
    expect((await db.invoice.findUniqueOrThrow({ where: { id: plain.id } })).paymentReference).toBe(plain.paymentReference);
  });

  it("a Plusgiro gives OCR too; a hand-typed number gets the reference of that number", async () => {
    const { cookie } = await proSupplier({ plusgiro: "28 65 43-4" });
    const invoice = await issue(cookie, { number: "2026-0042" });
    expect(invoice.paymentReference).toBe(invoicePaymentReference("2026-0042", "ocr"));
  });

  it("refuses a giro number with a wrong check digit, naming the field's problem, and writes nothing", async () => {
    const { cookie, user } = await proSupplier({});
    const bad = await settings(cookie, { bankgiro: "5050-1056", plusgiro: "12" });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(JSON.stringify(body)).toContain(GIRO_MESSAGES.bankgiroChecksum);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).bankgiro).toBeNull();
  });

  it("the database computes exactly what lib/payments/payment-reference.ts computes", async () => {
    const numbers = [
      "INV-1001",
      "INV-99999",
      "A",
      "x-ÅÄÖ-7",
      "2026/07/0001",
      "ß12",
      "".padEnd(40, "9"),
      "RF-TEST-0",
      "!!!",
      "K-0000000000000000000000000001",
    ];
    const rows = await db.$queryRaw<{ number: string; ocr: string; rf: string }[]>`
      SELECT n AS number, invoice_payment_reference(n, true) AS ocr, invoice_payment_reference(n, false) AS rf
      FROM unnest(${numbers}::text[]) AS n`;
    for (const row of rows) {
      expect([row.number, row.ocr, row.rf]).toEqual([
        row.number,
        invoicePaymentReference(row.number, "ocr"),
        invoicePaymentReference(row.number, "rf"),
      ]);
    }
  });
});

describe("where the reference stands", () => {
  it("on the PDF beside the bank details, in the SEPA QR code's structured field, and as BT-83 in UBL and CII", async () => {
    const { cookie } = await proSupplier({ iban: "SE4550000000058398257466", swiftCode: "ESSESESS", bankgiro: "5050-1055" });
    const customer = await addCustomer(cookie, { ...SWEDISH_BUSINESS, name: "Kunde GmbH", country: "DE", vatNumber: "DE136695976" });
    const created = await postInvoice(cookie, invoicePayload(customer.id, { currency: "EUR", language: "en", vatScenario: "auto" }));
    expect(created.status).toBe(201);
    const invoice = await created.json();
    const reference = invoice.paymentReference as string;
    expect(isValidOcrReference(reference)).toBe(true);

    const pdf = Buffer.from(await (await callRoute(pdfRoute, { cookie, params: { id: invoice.id } })).arrayBuffer());
    const text = await readPdf(pdf);
    expect(text.text).toContain("Bankgiro");
    expect(text.text).toContain("5050-1055");
    expect(text.squeezed).toContain(`OCR${reference}`);
    const [qr] = qrCodesOnFirstPage(pdf);
    expect(qr?.split("\n").slice(9)).toEqual([reference]);

    const jobs: ValidationJob[] = [];
    for (const format of ["ubl", "cii"] as const) {
      const response = await callRoute(einvoiceRoute, {
        cookie,
        params: { id: invoice.id },
        path: `/api/invoices/${invoice.id}/einvoice?format=${format}`,
      });
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(
        format === "ubl" ? `<cbc:PaymentID>${reference}</cbc:PaymentID>` : `<ram:PaymentReference>${reference}</ram:PaymentReference>`,
      );
      jobs.push({ name: `reference ${format}`, content: xml, kind: format });
    }
    if (!validatorAvailable()) return;
    const failures = (await validateAll(jobs)).filter((result) => !result.ok);
    expect(failures.map((failure) => `${failure.name}\n${failure.output}`)).toEqual([]);
  }, 120_000);

  it("an RF reference prints grouped in fours under 'Reference'", async () => {
    const { cookie } = await proSupplier({ iban: "SE4550000000058398257466" });
    const invoice = await issue(cookie, { language: "en" });
    const pdf = Buffer.from(await (await callRoute(pdfRoute, { cookie, params: { id: invoice.id } })).arrayBuffer());
    const text = await readPdf(pdf);
    expect(text.squeezed).toContain(`Reference${invoice.paymentReference}`);
    expect(text.text).toContain(String(invoice.paymentReference).slice(0, 4) + " ");
  }, 60_000);
});
