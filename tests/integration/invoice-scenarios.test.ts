import { db } from "@/lib/db";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// One invoice of every tax scenario through POST /api/invoices on the real database: the stored
// rate, amounts, reverse-charge flag and wording. The lines are the same everywhere:
//   3 × 333.33 = 999.99 and 1 × 0.05 = 0.05, subtotal 1,000.04.
// At 25 %: 1,000.04 × 0.25 = 250.01 → total 1,250.05. At 8.5 %: 85.0034 → 85.00 → total 1,085.04.
const ITEMS = [
  { description: "Consulting", quantity: 3, rate: "333.33" },
  { description: "Travel", quantity: 1, rate: "0.05" },
];

const SWEDISH_VAT_BUSINESS = {
  businessType: "business",
  businessName: "Svensk Konsult AB",
  country: "SE",
  vatRegistered: true,
  vatNumber: "SE556036079301",
};
const US_BUSINESS = { businessType: "business", businessName: "Studio LLC", country: "US", vatRegistered: true };

const GERMAN_BUSINESS = { customerType: "business", name: "Kunde GmbH", country: "DE", vatNumber: "DE136695976" };
const GERMAN_CONSUMER = { customerType: "private", name: "Erika Mustermann", country: "DE" };
const SWEDISH_BUSINESS = { customerType: "business", name: "Kund AB", country: "SE" };
const SWEDISH_CONSUMER = { customerType: "private", name: "Anna Andersson", country: "SE" };
const US_CUSTOMER_BUSINESS = { customerType: "business", name: "Buyer Inc.", country: "US" };
const US_CONSUMER = { customerType: "private", name: "John Doe", country: "US" };

type Case = {
  scenario: string;
  supplier: Record<string, unknown>;
  customer: Record<string, unknown>;
  extra?: Record<string, unknown>;
  expected: { taxRate: string; tax: string; total: string; reverseCharge: boolean; explanation: RegExp };
};

const CASES: Case[] = [
  // Sweden to a Swedish business: the automatic rules pick the domestic rate, 25 %.
  {
    scenario: "auto",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: SWEDISH_BUSINESS,
    expected: { taxRate: "25.00", tax: "250.01", total: "1250.05", reverseCharge: false, explanation: /^Domestic supply/ },
  },
  {
    scenario: "us_domestic_b2b",
    supplier: US_BUSINESS,
    customer: US_CUSTOMER_BUSINESS,
    expected: { taxRate: "8.50", tax: "85.00", total: "1085.04", reverseCharge: false, explanation: /US sales tax/ },
  },
  {
    scenario: "domestic_b2b",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: SWEDISH_BUSINESS,
    expected: { taxRate: "25.00", tax: "250.01", total: "1250.05", reverseCharge: false, explanation: /^Domestic supply/ },
  },
  {
    scenario: "domestic_b2c",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: SWEDISH_CONSUMER,
    expected: { taxRate: "25.00", tax: "250.01", total: "1250.05", reverseCharge: false, explanation: /^Domestic supply/ },
  },
  // Services to a German business with a VAT number: the customer accounts for the VAT.
  {
    scenario: "intra_region_b2b",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: GERMAN_BUSINESS,
    expected: { taxRate: "0.00", tax: "0.00", total: "1000.04", reverseCharge: true, explanation: /^Reverse charge – Article 196/ },
  },
  // Services to a German consumer are supplied where the supplier is (Art. 45): Swedish 25 %.
  {
    scenario: "cross_border_b2c",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: GERMAN_CONSUMER,
    expected: { taxRate: "25.00", tax: "250.01", total: "1250.05", reverseCharge: false, explanation: /Article 45/ },
  },
  {
    scenario: "export_business",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: US_CUSTOMER_BUSINESS,
    expected: {
      taxRate: "0.00",
      tax: "0.00",
      total: "1000.04",
      reverseCharge: false,
      explanation: /Outside the scope of EU VAT.*Article 44/,
    },
  },
  // Services to a consumer outside the EU stay taxed in Sweden (Art. 45).
  {
    scenario: "export_private",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: US_CONSUMER,
    expected: { taxRate: "25.00", tax: "250.01", total: "1250.05", reverseCharge: false, explanation: /Article 45/ },
  },
  // A US supplier to a German business: the customer accounts for the VAT.
  {
    scenario: "foreign_to_local_b2b",
    supplier: US_BUSINESS,
    customer: GERMAN_BUSINESS,
    expected: {
      taxRate: "0.00",
      tax: "0.00",
      total: "1000.04",
      reverseCharge: true,
      explanation: /^Reverse charge: VAT to be accounted for by the customer/,
    },
  },
  // Chosen by hand for a Swedish supplier: the EU small-business exemption is the wording.
  {
    scenario: "not_vat_registered",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: SWEDISH_BUSINESS,
    expected: { taxRate: "0.00", tax: "0.00", total: "1000.04", reverseCharge: false, explanation: /^VAT exempt: small business scheme/ },
  },
  {
    scenario: "custom",
    supplier: SWEDISH_VAT_BUSINESS,
    customer: SWEDISH_BUSINESS,
    extra: { customVatExplanation: "Exempt under our agreement no. 42" },
    expected: { taxRate: "0.00", tax: "0.00", total: "1000.04", reverseCharge: false, explanation: /^Exempt under our agreement no\. 42$/ },
  },
];

describe("POST /api/invoices, one invoice of every tax scenario", () => {
  it.each(CASES.map((c) => [c.scenario, c] as const))("%s", async (_name, { scenario, supplier, customer, extra, expected }) => {
    const { cookie, user } = await signUp(supplier);
    const { id: customerId } = await addCustomer(cookie, { email: "billing@customer.example", ...customer });
    // The client's own figures are wrong on purpose: the server recomputes everything.
    const response = await postInvoice(
      cookie,
      invoicePayload(customerId, { vatScenario: scenario, items: ITEMS, subtotal: "1.00", tax: "9.99", total: "2.00", ...extra }),
    );
    expect(response.status).toBe(201);
    const invoice = await response.json();

    expect(invoice).toMatchObject({
      subtotal: "1000.04",
      taxRate: expected.taxRate,
      tax: expected.tax,
      total: expected.total,
      reverseCharge: expected.reverseCharge,
    });
    expect(invoice.taxExplanation).toMatch(expected.explanation);
    expect(invoice.items.map((item: { amount: string }) => item.amount)).toEqual(["999.99", "0.05"]);
    // The lines' tax adds up to the invoice's tax to the cent.
    const lineTaxCents = invoice.items.reduce(
      (sum: number, item: { taxAmount: string }) => sum + Math.round(Number(item.taxAmount) * 100),
      0,
    );
    expect(lineTaxCents).toBe(Math.round(Number(expected.tax) * 100));

    // What was stored is what was answered.
    const stored = await db.invoice.findFirstOrThrow({ where: { userId: user.id } });
    expect([stored.subtotal.toFixed(2), stored.tax.toFixed(2), stored.total.toFixed(2)]).toEqual(["1000.04", expected.tax, expected.total]);
    if (scenario !== "auto") expect(stored.vatScenario).toBe(scenario);
  });
});

describe("the supplier's own rate", () => {
  it("replaces the country default: a US seller's 7.25 % sales tax, read with the session", async () => {
    const { cookie, user } = await signUp(US_BUSINESS);
    await db.user.update({ where: { id: user.id }, data: { vatRate: "7.25" } });
    const { id: customerId } = await addCustomer(cookie, { email: "billing@customer.example", ...US_CUSTOMER_BUSINESS });
    const invoice = await (await postInvoice(cookie, invoicePayload(customerId, { vatScenario: "us_domestic_b2b", items: ITEMS }))).json();
    // 1,000.04 × 7.25 % = 72.5029 → 72.50; total 1,072.54.
    expect(invoice).toMatchObject({ taxRate: "7.25", tax: "72.50", total: "1072.54" });
  });
});
