import { GET as einvoiceRoute } from "@/app/api/invoices/[id]/einvoice/route";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { db } from "@/lib/db";
import { EINVOICE_NEEDS_PRO } from "@/lib/einvoice/render-user-einvoice";
import { validateAll, validatorAvailable, type ValidationJob } from "../support/einvoice-validator";
import { loadReactPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { SWEDISH_SUPPLIER } from "./support/swedish-supplier";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Invoices of every tax scenario, currency and edge case made through POST /api/invoices on the real
// database, downloaded through the real routes and checked by the offline EN 16931 / Peppol /
// Factur-X validator (../shared/einvoice) in one batch at the end.

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

const ADDRESS = { address: "Drottninggatan 1", city: "Stockholm", postalCode: "111 51" };
const US_SUPPLIER = {
  businessType: "business",
  company: "Studio LLC",
  country: "US",
  vatRegistered: true,
  vatNumber: "12-3456789",
  organizationNumber: "EIN 12-3456789",
  address: "1 Main St",
  city: "Springfield",
  postalCode: "12345",
};

// A German seller to a German buyer: the Peppol BIS's German rules (DE-R-*) apply, among them the
// seller contact BT-41/42/43 (DE-R-005, -006, -007; issue #24, item 14).
const GERMAN_SUPPLIER = {
  businessType: "business",
  company: "Beispiel Design GmbH",
  country: "DE",
  vatRegistered: true,
  vatNumber: "DE811907980",
  organizationNumber: "HRB 12345",
  address: "Friedrichstraße 123",
  city: "Berlin",
  postalCode: "10117",
};

const SWEDISH_BUSINESS = {
  customerType: "business",
  name: "Skatteverket Kund AB",
  email: "faktura@kund.example",
  country: "SE",
  organizationNumber: "202100-5489",
  invoiceReference: "PO-4711",
  ...ADDRESS,
};
const GERMAN_BUSINESS = {
  customerType: "business",
  name: "Kunde GmbH",
  email: "rechnung@kunde.example",
  country: "DE",
  vatNumber: "DE136695976",
  address: "Hauptstraße 5",
  city: "Berlin",
  postalCode: "10115",
};
const BRITISH_BUSINESS = {
  customerType: "business",
  name: "Buyer Ltd",
  email: "ap@buyer.example",
  country: "GB",
  vatNumber: "GB434031494",
  address: "1 High St",
  city: "London",
  postalCode: "EC1A 1BB",
};
const US_BUSINESS = {
  customerType: "business",
  name: "Buyer Inc.",
  email: "ap@buyer-inc.example",
  country: "US",
  address: "5 Broadway",
  city: "New York",
  postalCode: "10004",
};
const SWEDISH_CONSUMER = { customerType: "private", name: "Anna Andersson", email: "anna@example.com", country: "SE" };

// The form rounds a typed 33.335 half up to 33.34 (the API refuses three decimals, below): three
// such lines and 7 × 0.07 make the tax of 100.51 at 25 % 25.1275 → 25.13, rounded once.
const EDGE_LINES = [
  { description: "Workshop, part 1", quantity: 1, rate: "33.34" },
  { description: "Workshop, part 2", quantity: 1, rate: "33.34" },
  { description: "Workshop, part 3\nmaterials included", quantity: 1, rate: "33.34" },
  { description: "Stickers", quantity: 7, rate: "0.07" },
];

// Issue #28: decimal quantities with every unit; each line rounded once (7.5 × 33.33 = 249.975 → 249.98).
const HOURS_AND_UNITS = [
  { description: "Consulting", quantity: 7.5, unit: "hour", rate: "33.33" },
  { description: "Workshop", quantity: "1.5", unit: "day", rate: "800.00" },
  { description: "Support", quantity: 2, unit: "week", rate: "100.00" },
  { description: "Retainer", quantity: 1, unit: "month", rate: "500.00" },
  { description: "Travel", quantity: "12.345", unit: "km", rate: "2.50" },
  { description: "Translation", quantity: 1200, unit: "word", rate: "0.12" },
  { description: "Layout", quantity: 3, unit: "page", rate: "40.00" },
  { description: "Prints", quantity: 0.333, unit: "piece", rate: "0.10" },
  { description: "Misc", quantity: 2.125, rate: "10.01" },
];

type Case = {
  name: string;
  supplier: Record<string, unknown>;
  iban?: boolean;
  customer: Record<string, unknown>;
  invoice: Record<string, unknown>;
  category: string;
  /** UBL needs a Peppol address for both parties; without one it is refused (422). */
  ubl: boolean;
  facturx?: boolean;
};

const CASES: Case[] = [
  {
    name: "domestic S, SEK, rounding edges, IBAN",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "domestic_b2b", currency: "SEK", items: EDGE_LINES },
    category: "S",
    ubl: true,
    facturx: true,
  },
  {
    name: "reverse charge AE, EUR, no IBAN",
    supplier: SWEDISH_SUPPLIER,
    customer: GERMAN_BUSINESS,
    invoice: { vatScenario: "intra_region_b2b", currency: "EUR", items: EDGE_LINES },
    category: "AE",
    ubl: true,
    facturx: true,
  },
  {
    name: "intra-community goods K, EUR",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: GERMAN_BUSINESS,
    invoice: { vatScenario: "intra_region_b2b", supplyType: "goods", currency: "EUR" },
    category: "K",
    ubl: true,
  },
  {
    name: "export G, GBP",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: BRITISH_BUSINESS,
    invoice: { vatScenario: "export_business", currency: "GBP", items: EDGE_LINES },
    category: "G",
    ubl: true,
    facturx: true,
  },
  {
    name: "exempt E (custom wording), SEK",
    supplier: SWEDISH_SUPPLIER,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "custom", customVatExplanation: "Exempt: medical care, Chapter 10 § 4 ML", currency: "SEK" },
    category: "E",
    ubl: true,
  },
  {
    name: "domestic S, SEK, hours and units",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "domestic_b2b", currency: "SEK", items: HOURS_AND_UNITS },
    category: "S",
    ubl: true,
    facturx: true,
  },
  {
    name: "not subject O, SEK",
    supplier: SWEDISH_SUPPLIER,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "not_vat_registered", currency: "SEK" },
    category: "O",
    ubl: true,
  },
  {
    name: "zero rate Z (rate typed in), EUR",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: SWEDISH_BUSINESS,
    invoice: { vatScenario: "domestic_b2b", taxCalculationType: "manual_override", userOverrideRate: "0", currency: "EUR" },
    category: "Z",
    ubl: true,
  },
  {
    name: "private customer S, SEK, 7 × 0.07",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: SWEDISH_CONSUMER,
    invoice: { vatScenario: "domestic_b2c", currency: "SEK", items: [{ description: "Stickers", quantity: 7, rate: "0.07" }] },
    category: "S",
    ubl: false,
    facturx: true,
  },
  {
    name: "cross-border consumer S, EUR",
    supplier: SWEDISH_SUPPLIER,
    customer: { ...SWEDISH_CONSUMER, country: "DE" },
    invoice: { vatScenario: "cross_border_b2c", currency: "EUR" },
    category: "S",
    ubl: false,
  },
  {
    name: "US sales tax S 8.5 %, USD",
    supplier: US_SUPPLIER,
    customer: US_BUSINESS,
    invoice: { vatScenario: "us_domestic_b2b", currency: "USD", items: EDGE_LINES },
    category: "S",
    ubl: false,
    facturx: true,
  },
  {
    name: "US supplier reverse charge AE, USD",
    supplier: US_SUPPLIER,
    customer: GERMAN_BUSINESS,
    invoice: { vatScenario: "foreign_to_local_b2b", currency: "USD" },
    category: "AE",
    ubl: false,
  },
  {
    name: "German seller to a German business S 19 %, EUR (DE-R rules)",
    supplier: GERMAN_SUPPLIER,
    iban: true,
    customer: GERMAN_BUSINESS,
    invoice: { vatScenario: "domestic_b2b", currency: "EUR", language: "de" },
    category: "S",
    ubl: true,
    facturx: true,
  },
  // Characters Inter lacks: printed from the embedded fallback fonts or as U+FFFD, never by the
  // PDF's unembedded Helvetica, which PDF/A forbids (the Factur-X check lists every font).
  {
    name: "emoji and Japanese in the names, EUR",
    supplier: SWEDISH_SUPPLIER,
    iban: true,
    customer: { ...GERMAN_BUSINESS, name: "Müller GmbH 🚀", address: "株式会社 Hauptstraße 5" },
    invoice: {
      vatScenario: "intra_region_b2b",
      currency: "EUR",
      notes: "Danke 🎉 — Ελλάδα ✓",
      items: [{ description: "Design ✓ → 🚀", quantity: 1, rate: "100.00" }],
    },
    category: "AE",
    ubl: true,
    facturx: true,
  },
];

async function proUserWith(supplier: Record<string, unknown>, iban: boolean) {
  const account = await signUp(supplier);
  await db.user.update({
    where: { id: account.user.id },
    data: {
      isPro: true,
      phone: "+46 8 123 45",
      ...(iban ? { iban: "SE45 5000 0000 0583 9825 7466", swiftCode: "ESSESESS" } : { bankAccountNumber: "5000-123456" }),
    },
  });
  return account;
}

async function issue(cookie: string, customer: Record<string, unknown>, invoice: Record<string, unknown>) {
  const { id: customerId } = await addCustomer(cookie, customer);
  const response = await postInvoice(
    cookie,
    invoicePayload(customerId, { notes: "Thank you & welcome back <3", paymentInstructions: "30 days net", ...invoice }),
  );
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; number: string; total: string };
}

function download(cookie: string | undefined, id: string, format: string) {
  return callRoute(einvoiceRoute, { cookie, path: `/api/invoices/${id}/einvoice?format=${format}`, params: { id } });
}

function downloadFacturx(cookie: string | undefined, id: string) {
  return callRoute(pdfRoute, { cookie, path: `/api/invoices/${id}/pdf?format=facturx`, params: { id } });
}

const produced: ValidationJob[] = [];

describe("e-invoices of every tax scenario through the real routes", () => {
  it("refuses an amount with three decimals: the form rounds 33.335 to 33.34 before it is sent", async () => {
    const { cookie } = await proUserWith(SWEDISH_SUPPLIER, true);
    const { id: customerId } = await addCustomer(cookie, SWEDISH_BUSINESS);
    const response = await postInvoice(cookie, invoicePayload(customerId, { items: [{ description: "x", quantity: 1, rate: "33.335" }] }));
    expect(response.status).toBe(400);
  });

  it.each(CASES.map((c) => [c.name, c] as const))(
    "%s",
    async (_name, c) => {
      const { cookie } = await proUserWith(c.supplier, c.iban ?? false);
      const invoice = await issue(cookie, c.customer, c.invoice);

      const cii = await download(cookie, invoice.id, "cii");
      expect(cii.status).toBe(200);
      expect(cii.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(cii.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${invoice.number}.xml"`);
      const ciiXml = await cii.text();
      expect(ciiXml).toContain(`<ram:CategoryCode>${c.category}</ram:CategoryCode>`);
      expect(ciiXml).toContain(`<ram:GrandTotalAmount>${invoice.total}</ram:GrandTotalAmount>`);
      expect(ciiXml).toContain(c.iban ? "<ram:TypeCode>58</ram:TypeCode>" : "<ram:TypeCode>30</ram:TypeCode>");
      produced.push({ name: c.name, content: ciiXml, kind: "cii" });

      const ubl = await download(cookie, invoice.id, "ubl");
      if (c.ubl) {
        expect(ubl.status).toBe(200);
        const ublXml = await ubl.text();
        expect(ublXml).toContain(`<cbc:PayableAmount currencyID="${String(c.invoice.currency)}">${invoice.total}</cbc:PayableAmount>`);
        produced.push({ name: c.name, content: ublXml, kind: "ubl" });
      } else {
        expect(ubl.status).toBe(422);
        expect((await ubl.json()).message).toMatch(/Peppol address/);
      }

      if (c.facturx) {
        const pdf = await downloadFacturx(cookie, invoice.id);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        const bytes = new Uint8Array(await pdf.arrayBuffer());
        expect(Buffer.from(bytes.subarray(0, 8)).toString("latin1")).toBe("%PDF-1.7");
        produced.push({ name: c.name, content: bytes, kind: "facturx" });
      }
    },
    30_000,
  );

  it("the amounts of the rounding edge case hold line by line", async () => {
    const ubl = produced.find((job) => job.kind === "ubl" && job.name.startsWith("domestic S"));
    const xml = String(ubl?.content);
    expect(xml).toContain('<cbc:LineExtensionAmount currencyID="SEK">100.51</cbc:LineExtensionAmount>');
    expect(xml).toContain('<cbc:TaxAmount currencyID="SEK">25.13</cbc:TaxAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="SEK">125.64</cbc:PayableAmount>');
    expect(xml).toContain(
      '<cbc:InvoicedQuantity unitCode="C62">7</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="SEK">0.49</cbc:LineExtensionAmount>',
    );
  });

  it("issue #28: decimal quantities carry their UN/ECE Rec 20 unit codes and amounts rounded once, in UBL and CII", async () => {
    const ubl = String(produced.find((job) => job.kind === "ubl" && job.name.endsWith("hours and units"))?.content);
    const cii = String(produced.find((job) => job.kind === "cii" && job.name.endsWith("hours and units"))?.content);
    const expected = [
      ["HUR", "7.5", "249.98"],
      ["DAY", "1.5", "1200.00"],
      ["WEE", "2", "200.00"],
      ["MON", "1", "500.00"],
      ["KMT", "12.345", "30.86"],
      ["C62", "1200", "144.00"],
      ["C62", "3", "120.00"],
      ["C62", "0.333", "0.03"],
      ["C62", "2.125", "21.27"],
    ];
    for (const [code, quantity, amount] of expected) {
      expect(ubl).toContain(
        `<cbc:InvoicedQuantity unitCode="${code}">${quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="SEK">${amount}</cbc:LineExtensionAmount>`,
      );
      expect(cii).toContain(`<ram:BilledQuantity unitCode="${code}">${quantity}</ram:BilledQuantity>`);
    }
    // 2466.14 in lines, 25 % of it rounded once: 616.535 → 616.54.
    expect(ubl).toContain('<cbc:LineExtensionAmount currencyID="SEK">2466.14</cbc:LineExtensionAmount>');
    expect(ubl).toContain('<cbc:PayableAmount currencyID="SEK">3082.68</cbc:PayableAmount>');
  });

  it("a German seller's UBL names the seller contact from the profile: BT-41 name, BT-42 phone, BT-43 e-mail", async () => {
    const ubl = produced.find((job) => job.kind === "ubl" && job.name.startsWith("German seller"));
    const xml = String(ubl?.content);
    const seller = xml.slice(xml.indexOf("<cac:AccountingSupplierParty>"), xml.indexOf("</cac:AccountingSupplierParty>"));
    expect(seller).toMatch(
      /<cac:Contact><cbc:Name>Beispiel Design GmbH<\/cbc:Name><cbc:Telephone>\+46 8 123 45<\/cbc:Telephone><cbc:ElectronicMail>[^<]+@[^<]+<\/cbc:ElectronicMail><\/cac:Contact>/,
    );
  });

  it("every produced e-invoice passes the EN 16931 validator (UBL also Peppol BIS 3.0), every Factur-X PDF the structure check", async () => {
    if (!validatorAvailable()) return;
    expect(produced.length).toBeGreaterThanOrEqual(23);
    const results = await validateAll(produced);
    const failures = results.filter((result) => !result.ok);
    expect(failures.map((failure) => `${failure.name}\n${failure.output}`)).toEqual([]);
  }, 300_000);
});

describe("who may download", () => {
  it("a Free user gets 403 with the upgrade message, another user's invoice 404, a bad format 400", async () => {
    const free = await signUp(SWEDISH_SUPPLIER);
    const invoice = await issue(free.cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b" });
    for (const response of [await download(free.cookie, invoice.id, "ubl"), await downloadFacturx(free.cookie, invoice.id)]) {
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(EINVOICE_NEEDS_PRO);
    }
    const other = await proUserWith(SWEDISH_SUPPLIER, true);
    expect((await download(other.cookie, invoice.id, "cii")).status).toBe(404);
    expect((await downloadFacturx(other.cookie, invoice.id)).status).toBe(404);
    expect((await download(undefined, invoice.id, "cii")).status).toBe(401);
    await db.user.update({ where: { id: free.user.id }, data: { isPro: true } });
    expect((await download(free.cookie, invoice.id, "xrechnung")).status).toBe(400);
    expect((await download(free.cookie, invoice.id, "cii")).status).toBe(200);
  });
});

describe("data that can't make a valid e-invoice → 422 in plain words", () => {
  it("reverse charge without the customer's VAT number, supplier without an address", async () => {
    const { cookie } = await proUserWith(SWEDISH_SUPPLIER, true);
    // Chosen by hand: the automatic rules would not reverse-charge a customer without a VAT number.
    const invoice = await issue(cookie, { ...GERMAN_BUSINESS, vatNumber: null }, { vatScenario: "intra_region_b2b" });
    await db.invoice.update({ where: { id: invoice.id }, data: { supplierAddress: null, supplierCity: " " } });
    for (const response of [await download(cookie, invoice.id, "cii"), await downloadFacturx(cookie, invoice.id)]) {
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.message).toBe(
        "This invoice can't be made into a valid e-invoice. Missing: your street address, your city and the customer's VAT number.",
      );
      expect(body.missing).toEqual(["your street address", "your city", "the customer's VAT number"]);
      expect(body.fields).toEqual(["supplier.address", "supplier.city", "customer.vatNumber"]);
    }
  });

  it("a German seller to a German buyer without a phone number or postal codes: the German rules' fields are named (DE-R-004, -006, -009)", async () => {
    const { cookie } = await proUserWith(GERMAN_SUPPLIER, true);
    const invoice = await issue(cookie, GERMAN_BUSINESS, { vatScenario: "domestic_b2b", currency: "EUR" });
    await db.invoice.update({
      where: { id: invoice.id },
      data: { supplierPhone: null, supplierPostalCode: null, customerPostalCode: null },
    });
    const response = await download(cookie, invoice.id, "ubl");
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fields).toEqual(["supplier.postalCode", "supplier.phone", "customer.postalCode"]);
    expect(body.message).toBe(
      "This invoice can't be made into a valid e-invoice. Missing: your postal code, your phone number and the customer's postal code.",
    );
  });
});
