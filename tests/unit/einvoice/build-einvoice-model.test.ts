import { buildEinvoiceModel, findEinvoiceProblems, writeCii, writeUbl, type EinvoiceSource } from "@/lib/einvoice";
import type { ItemUnit } from "@/lib/invoices/item-units";

const SUPPLIER = {
  name: "Svensk Konsult AB",
  email: "s@konsult.example",
  phone: null,
  address: "Vägen 2",
  city: "Stockholm",
  postalCode: "11846",
  country: "SE",
  organizationNumber: "556036-0793",
  vatNumber: "SE556036079301",
  website: null,
  bankName: null,
  bankAccountNumber: null,
  iban: "SE45 5000 0000 0583 9825 7466",
  swiftCode: "ESSESESS",
  routingNumber: null,
  paypalEmail: null,
  bankgiro: null,
  plusgiro: null,
};
const CUSTOMER = {
  customerType: "business" as const,
  name: "Kunde GmbH",
  email: "k@kunde.example",
  phone: null,
  address: "Hauptstraße 5",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
  vatNumber: "DE136695976",
  organizationNumber: null,
  invoiceReference: null,
};

function invoice(overrides: Partial<EinvoiceSource>, rate = "0.00", tax = "0.00"): EinvoiceSource {
  const amount = "100.00";
  return {
    number: "INV-1001",
    invoiceDate: "2026-11-02",
    dueDate: "2026-12-02",
    currency: "EUR",
    subtotal: amount,
    tax,
    total: (Number(amount) + Number(tax)).toFixed(2),
    notes: null,
    paymentInstructions: null,
    vatScenario: "domestic_b2b",
    reverseCharge: false,
    taxExplanation: "Legal wording",
    supplier: SUPPLIER,
    customer: CUSTOMER,
    items: [{ description: "Work", quantity: 4, unit: null as ItemUnit | null, rate: "25.00", amount, taxRate: rate, taxAmount: tax }],
    ...overrides,
  };
}

function modelOf(source: EinvoiceSource) {
  const result = buildEinvoiceModel(source, "ubl");
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.model;
}

describe("buildEinvoiceModel: the VAT category follows the tax scenario", () => {
  it("S: any rate above 0, no exemption reason", () => {
    const model = modelOf(invoice({ vatScenario: "domestic_b2b" }, "25.00", "25.00"));
    expect(model.vatBreakdown).toEqual([
      { code: "S", rate: "25", exemptionCode: null, exemptionReason: null, taxableAmount: "100.00", taxAmount: "25.00" },
    ]);
    expect(model.totals).toEqual({
      lineTotal: "100.00",
      taxExclusive: "100.00",
      taxTotal: "25.00",
      taxInclusive: "125.00",
      payable: "125.00",
    });
  });

  it("AE: reverse charge, with VATEX-EU-AE and the invoice's wording, buyer VAT id kept", () => {
    const model = modelOf(
      invoice({ vatScenario: "intra_region_b2b", reverseCharge: true, taxExplanation: "Reverse charge – Article 196" }),
    );
    expect(model.vatBreakdown[0]).toMatchObject({
      code: "AE",
      rate: "0",
      exemptionCode: "VATEX-EU-AE",
      exemptionReason: "Reverse charge – Article 196",
    });
    expect(model.buyer.vatId).toBe("DE136695976");
  });

  it("K: an intra-community supply of goods, with the delivery date and country", () => {
    const model = modelOf(invoice({ vatScenario: "intra_region_b2b" }));
    expect(model.vatBreakdown[0]).toMatchObject({ code: "K", exemptionCode: "VATEX-EU-IC" });
    expect(model.delivery).toEqual({ date: "2026-11-02", country: "DE" });
  });

  it("G: an export by a supplier with a VAT id; O without one", () => {
    expect(modelOf(invoice({ vatScenario: "export_business" })).vatBreakdown[0]).toMatchObject({ code: "G", exemptionCode: "VATEX-EU-G" });
    const noVat = buildEinvoiceModel(invoice({ vatScenario: "export_business", supplier: { ...SUPPLIER, vatNumber: null } }), "cii");
    expect(noVat.ok && noVat.model.vatBreakdown[0]?.code).toBe("O");
  });

  it("E: the user's own exemption text", () => {
    const model = modelOf(invoice({ vatScenario: "custom", taxExplanation: "Exempt under § 4 UStG" }));
    expect(model.vatBreakdown[0]).toMatchObject({ code: "E", rate: "0", exemptionCode: null, exemptionReason: "Exempt under § 4 UStG" });
  });

  it("O: not VAT-registered — no rate and no VAT ids at all (BR-O-02)", () => {
    const model = modelOf(invoice({ vatScenario: "not_vat_registered" }));
    expect(model.vatBreakdown[0]).toMatchObject({ code: "O", rate: null, exemptionCode: "VATEX-EU-O" });
    expect([model.seller.vatId, model.buyer.vatId]).toEqual([null, null]);
    expect(writeUbl(model)).not.toContain("<cbc:Percent>");
  });

  it("Z: a 0 % typed in for a taxable scenario", () => {
    expect(modelOf(invoice({ vatScenario: "domestic_b2b" })).vatBreakdown[0]).toMatchObject({
      code: "Z",
      rate: "0",
      exemptionReason: null,
    });
  });
});

describe("the rest of the mapping", () => {
  it("payment means 58 with IBAN and BIC, 30 with an account number, else 1", () => {
    expect(modelOf(invoice({})).payment).toMatchObject({ meansCode: "58", accountId: "SE4550000000058398257466", bic: "ESSESESS" });
    expect(modelOf(invoice({ supplier: { ...SUPPLIER, iban: null, bankAccountNumber: "5000-1234" } })).payment).toMatchObject({
      meansCode: "30",
      accountId: "5000-1234",
    });
    expect(modelOf(invoice({ supplier: { ...SUPPLIER, iban: null } })).payment).toMatchObject({ meansCode: "1", accountId: null });
  });

  it("buyer reference: the customer's reference, else the invoice number; Swedish org numbers as 10 digits", () => {
    expect(modelOf(invoice({})).buyerReference).toBe("INV-1001");
    expect(modelOf(invoice({ customer: { ...CUSTOMER, invoiceReference: "PO 7" } })).buyerReference).toBe("PO 7");
    expect(modelOf(invoice({})).seller).toMatchObject({
      legalRegistrationId: "5560360793",
      peppolEndpoint: { scheme: "0007", id: "5560360793" },
    });
  });

  it("groups lines by rate and keeps the stored, once-rounded tax (3 × 33.34 and 7 × 0.07 at 25 %)", () => {
    const items = [
      ...[1, 2, 3].map(() => ({
        description: "Part",
        quantity: 1,
        unit: null,
        rate: "33.34",
        amount: "33.34",
        taxRate: "25.00",
        taxAmount: "8.34",
      })),
      { description: "Stickers", quantity: 7, unit: "piece" as const, rate: "0.07", amount: "0.49", taxRate: "25.00", taxAmount: "0.11" },
    ];
    const model = modelOf(invoice({ items, subtotal: "100.51", tax: "25.13", total: "125.64" }));
    expect(model.vatBreakdown).toEqual([expect.objectContaining({ code: "S", taxableAmount: "100.51", taxAmount: "25.13" })]);
  });

  it("refuses amounts that break the totals rules instead of writing them", () => {
    const result = buildEinvoiceModel(invoice({ subtotal: "99.99", total: "99.99" }), "cii");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.text)).toContain("the lines to add up to the subtotal");
  });

  it("escapes text in both syntaxes", () => {
    const model = modelOf(invoice({ notes: 'Tom & Jerry <"quoted">' }));
    expect(writeUbl(model)).toContain("<cbc:Note>Tom &amp; Jerry &lt;&quot;quoted&quot;&gt;</cbc:Note>");
    expect(writeCii(model)).toContain("<ram:Content>Tom &amp; Jerry &lt;&quot;quoted&quot;&gt;</ram:Content>");
  });
});

describe("findEinvoiceProblems", () => {
  const draft = { vatScenario: "intra_region_b2b", reverseCharge: true, lineRates: ["0.00"], supplier: SUPPLIER, customer: CUSTOMER };

  it("is empty when the data is complete", () => {
    expect(findEinvoiceProblems(draft)).toEqual([]);
  });

  it("names what is missing in plain words; UBL also needs Peppol addresses", () => {
    const problems = findEinvoiceProblems(
      { ...draft, supplier: { ...SUPPLIER, address: " ", vatNumber: null }, customer: { ...CUSTOMER, vatNumber: null } },
      "cii",
    );
    expect(problems.map((p) => p.text)).toEqual(["your street address", "your VAT number", "the customer's VAT number"]);
    expect(
      findEinvoiceProblems({ ...draft, customer: { ...CUSTOMER, country: "US", vatNumber: "12-345" } }, "ubl").map((p) => p.field),
    ).toEqual(["customer.peppolId"]);
  });
});
