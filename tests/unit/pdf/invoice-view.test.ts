import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { domesticSwedishInvoice, reverseChargeInvoice } from "./fixtures";

// Intl separates groups, symbols and "%" with no-break spaces in sv-SE and de-DE.
const NBSP = "\u00a0";

describe("buildInvoiceView: everything a PDF prints, formatted in the invoice's language", () => {
  it("prints the stored amounts as they are, never recomputed", () => {
    // A stored invoice whose figures don't add up: the PDF must still show what was stored.
    const view = buildInvoiceView({ ...SAMPLE_INVOICE, subtotal: "1.00", tax: "2.00", total: "999.99" });
    expect(view.totals).toEqual({ subtotal: "$1.00", tax: { label: "Sales Tax (8.5%)", value: "$2.00" }, total: "$999.99" });
  });

  it("formats lines: description title and details, quantity, rate, tax %, amount", () => {
    const [first] = buildInvoiceView(SAMPLE_INVOICE).items;
    expect(first).toEqual({
      title: "Website redesign",
      details: ["Responsive redesign of 12 pages with a new component library"],
      quantity: "1",
      rate: "$4,800.00",
      taxRate: "8.5%",
      amount: "$4,800.00",
    });
  });

  it("writes Swedish: labels, dates, kronor, moms", () => {
    const view = buildInvoiceView(domesticSwedishInvoice());
    expect(view.strings.invoice).toBe("Faktura");
    expect(view.invoiceDate).toBe("4 maj 2026");
    expect(view.totals.tax).toEqual({ label: `Moms (25${NBSP}%)`, value: `10${NBSP}900,00${NBSP}kr` });
    expect(view.totals.total).toBe(`54${NBSP}500,00${NBSP}kr`);
    expect(view.taxColumn).toBe("Moms %");
    expect(view.customer.addressLines).toEqual(["Storvägen 5", "837 52 Åre", "Sverige"]);
  });

  it("writes German, with the reverse-charge wording stored on the invoice", () => {
    const view = buildInvoiceView(reverseChargeInvoice("de"));
    expect(view.dueDate).toBe("03.06.2026");
    expect(view.totals.tax).toEqual({ label: `USt. (0${NBSP}%)`, value: `0,00${NBSP}€` });
    expect(view.taxNote).toBe("Steuerschuldnerschaft des Leistungsempfängers – Artikel 196 der Richtlinie 2006/112/EG");
    expect(view.customer.details).toContainEqual({ label: "USt-IdNr.", value: "DE136695976" });
    expect(view.supplier.addressLines).toEqual(["Götgatan 14", "118 46 Stockholm", "Schweden"]);
  });

  it("shows the tax line at 0 % when an explanation says why, and leaves it out when nothing does", () => {
    expect(buildInvoiceView(reverseChargeInvoice("en")).totals.tax).toEqual({ label: "VAT (0%)", value: "€0.00" });
    const untaxed = { ...SAMPLE_INVOICE, taxRate: "0.00", tax: "0.00", total: SAMPLE_INVOICE.subtotal, taxExplanation: null };
    expect(buildInvoiceView(untaxed).totals.tax).toBeNull();
  });

  it("prints a custom explanation when the scenario is custom", () => {
    const view = buildInvoiceView({ ...SAMPLE_INVOICE, taxExplanation: null, customVatExplanation: "Exempt under § 4 Nr. 21 UStG" });
    expect(view.taxNote).toBe("Exempt under § 4 Nr. 21 UStG");
  });

  it("names no single rate when lines carry different rates", () => {
    const invoice = reverseChargeInvoice("en");
    const mixed = { ...invoice, taxRate: "25.00", tax: "100.00", items: invoice.items.map((item, index) => ({ ...item, taxRate: index === 0 ? "25.00" : "12.00" })) };
    expect(buildInvoiceView(mixed).totals.tax?.label).toBe("VAT");
  });

  it("lists the payment details that exist, after the user's instructions", () => {
    const { payment } = buildInvoiceView(SAMPLE_INVOICE);
    expect(payment?.instructions).toMatch(/^Terms: Net 30 days/);
    expect(payment?.rows.map((row) => row.label)).toEqual(["Bank", "Account number", "SWIFT/BIC", "Routing number", "PayPal"]);
    const none = { ...SAMPLE_INVOICE, paymentInstructions: null, supplier: { ...SAMPLE_INVOICE.supplier, bankName: null, bankAccountNumber: null, swiftCode: null, routingNumber: null, paypalEmail: null } };
    expect(buildInvoiceView(none).payment).toBeNull();
  });

  it("uses US Letter for a US supplier and A4 elsewhere", () => {
    expect(buildInvoiceView(SAMPLE_INVOICE).paperSize).toBe("LETTER");
    expect(buildInvoiceView(reverseChargeInvoice()).paperSize).toBe("A4");
  });
});
