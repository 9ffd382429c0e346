import { GET as einvoiceRoute } from "@/app/api/invoices/[id]/einvoice/route";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { db } from "@/lib/db";
import { validateAll, validatorAvailable, type ValidationJob } from "../support/einvoice-validator";
import { loadReactPdf, readPdf, squeeze } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { loadEcbFixture } from "./support/ecb";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #29, Art. 230: an invoice in another currency than the supplier's national one states its VAT
// also in the national currency, with the rate and its date: in the JSON, on the PDF and in the
// e-invoices (BT-6, BT-111). Rates from tests/fixtures/ecb-rates.xml (2026-03-02: EUR 1 = SEK 11.2345, USD 1.0921).

beforeAll(async () => {
  await loadReactPdf();
  await loadEcbFixture();
}, 60_000);

const ADDRESS = { address: "Drottninggatan 1", city: "Stockholm", postalCode: "111 51" };
type National = { currency: string; amount: string; rate: string; rateDate: string; source: string } | null;
type Invoice = { id: string; tax: string; currency: string; vatInNationalCurrency: National };

async function supplier(country: string, vatNumber: string, extra = {}) {
  const account = await signUp({
    businessType: "business",
    company: "Supplier",
    country,
    vatNumber,
    vatRegistered: true,
    ...ADDRESS,
    ...extra,
  });
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true, iban: "SE4550000000058398257466" } });
  return account;
}

async function invoiceIn(cookie: string, customer: Record<string, unknown>, fields: Record<string, unknown>): Promise<Invoice> {
  const { id } = await addCustomer(cookie, { email: "billing@customer.example", ...ADDRESS, ...customer });
  const response = await postInvoice(cookie, invoicePayload(id, fields));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Invoice>;
}

const swedishCustomer = { customerType: "business", name: "Kund AB", country: "SE", organizationNumber: "202100-5489" };
const item = (rate: string) => [{ description: "Consulting", quantity: 1, rate }];

describe("vatInNationalCurrency", () => {
  it("a Swedish supplier invoicing in EUR: the VAT in SEK at the ECB rate of the invoice date", async () => {
    const { cookie } = await supplier("SE", "SE556036079301");
    const invoice = await invoiceIn(cookie, swedishCustomer, { currency: "EUR", invoiceDate: "2026-03-02", items: item("1000.00") });
    expect(invoice.tax).toBe("250.00");
    // 250.00 × 11.2345 = 2808.625 → 2808.63
    expect(invoice.vatInNationalCurrency).toEqual({
      currency: "SEK",
      amount: "2808.63",
      rate: "11.234500",
      rateDate: "2026-03-02",
      source: "ecb",
    });
  });

  it("a German supplier invoicing in USD on a day without a publication: the latest before it", async () => {
    const { cookie } = await supplier("DE", "DE136695976");
    const german = {
      customerType: "business",
      name: "Kunde GmbH",
      country: "DE",
      address: "Hauptstraße 5",
      city: "Berlin",
      postalCode: "10115",
    };
    const invoice = await invoiceIn(cookie, german, { currency: "USD", invoiceDate: "2026-03-04", items: item("500.00") });
    expect(invoice.tax).toBe("95.00");
    // USD → EUR: round(1 / 1.0921, 6) = 0.915667; 95.00 × 0.915667 = 86.988365 → 86.99
    expect(invoice.vatInNationalCurrency).toEqual({
      currency: "EUR",
      amount: "86.99",
      rate: "0.915667",
      rateDate: "2026-03-02",
      source: "ecb",
    });
  });

  it("the user's own rate replaces the ECB's, dated the invoice date", async () => {
    const { cookie } = await supplier("SE", "SE556036079301");
    const invoice = await invoiceIn(cookie, swedishCustomer, {
      currency: "EUR",
      invoiceDate: "2026-03-02",
      exchangeRate: "11.5",
      items: item("1000.00"),
    });
    expect(invoice.vatInNationalCurrency).toEqual({
      currency: "SEK",
      amount: "2875.00",
      rate: "11.500000",
      rateDate: "2026-03-02",
      source: "user",
    });
  });

  it.each([
    ["0", "Exchange rate must be above 0"],
    ["abc", "Exchange rate must be a number"],
    ["1.1234567", "Exchange rate can have at most 6 decimals"],
  ])("a typed rate of %p is refused: %s", async (exchangeRate, message) => {
    const { cookie } = await supplier("SE", "SE556036079301");
    const { id } = await addCustomer(cookie, swedishCustomer);
    const response = await postInvoice(cookie, invoicePayload(id, { currency: "EUR", exchangeRate }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("in the national currency, or with no rate known yet: none (the invoice is still issued)", async () => {
    const { cookie } = await supplier("SE", "SE556036079301");
    const inSek = await invoiceIn(cookie, swedishCustomer, { currency: "SEK", invoiceDate: "2026-03-02", items: item("1000.00") });
    const beforeAnyRate = await invoiceIn(cookie, swedishCustomer, { currency: "EUR", invoiceDate: "2024-01-02", items: item("1000.00") });
    expect([inSek.vatInNationalCurrency, beforeAnyRate.vatInNationalCurrency]).toEqual([null, null]);
  });
});

describe("on the PDF and in the e-invoices", () => {
  it("the PDF states the VAT in SEK with the rate and its date, in the invoice's language", async () => {
    const { cookie } = await supplier("SE", "SE556036079301");
    const english = await invoiceIn(cookie, swedishCustomer, { currency: "EUR", invoiceDate: "2026-03-02", items: item("1000.00") });
    const swedish = await invoiceIn(cookie, swedishCustomer, {
      currency: "EUR",
      invoiceDate: "2026-03-02",
      language: "sv",
      items: item("1000.00"),
    });
    const pdf = async (id: string) => readPdf(new Uint8Array(await (await callRoute(pdfRoute, { cookie, params: { id } })).arrayBuffer()));
    const en = await pdf(english.id);
    expect(en.squeezed).toContain(squeeze("VAT in SEK 2,808.63 kr"));
    expect(en.squeezed).toContain(squeeze("1 EUR = 11.2345 SEK (ECB reference rate of Mar 2, 2026)"));
    const sv = await pdf(swedish.id);
    expect(sv.squeezed).toContain(squeeze("Moms i SEK 2 808,63 kr"));
    expect(sv.squeezed).toContain(squeeze("1 EUR = 11,2345 SEK (ECB:s referenskurs 2 mars 2026)"));
  });

  it("UBL and CII carry BT-6 and BT-111, and pass the EN 16931 (and Peppol) validator", async () => {
    const { cookie } = await supplier("SE", "SE556036079301");
    const invoice = await invoiceIn(cookie, swedishCustomer, { currency: "EUR", invoiceDate: "2026-03-02", items: item("1000.00") });
    const xml = async (format: string) =>
      (
        await callRoute(einvoiceRoute, {
          cookie,
          path: `/api/invoices/${invoice.id}/einvoice?format=${format}`,
          params: { id: invoice.id },
        })
      ).text();
    const ubl = await xml("ubl");
    const cii = await xml("cii");
    expect(ubl).toContain("<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>SEK</cbc:TaxCurrencyCode>");
    expect(ubl).toContain('<cac:TaxTotal><cbc:TaxAmount currencyID="SEK">2808.63</cbc:TaxAmount></cac:TaxTotal>');
    expect(cii).toContain("<ram:TaxCurrencyCode>SEK</ram:TaxCurrencyCode><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>");
    expect(cii).toContain('<ram:TaxTotalAmount currencyID="SEK">2808.63</ram:TaxTotalAmount>');
    if (!validatorAvailable()) return;
    const jobs: ValidationJob[] = [
      { name: "national-vat-ubl", content: ubl, kind: "ubl" },
      { name: "national-vat-cii", content: cii, kind: "cii" },
    ];
    const failures = (await validateAll(jobs)).filter((result) => !result.ok);
    expect(failures.map((failure) => `${failure.name}\n${failure.output}`)).toEqual([]);
  }, 120_000);
});
