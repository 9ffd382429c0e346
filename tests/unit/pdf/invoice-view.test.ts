import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { domesticSwedishInvoice, reverseChargeInvoice } from "./fixtures";

// Intl separates groups, symbols and "%" with no-break spaces in sv-SE and de-DE.
const NBSP = "\u00a0";

describe("buildInvoiceView: everything a PDF prints, formatted in the invoice's language", () => {
  it("prints the stored amounts as they are, never recomputed", () => {
    // A stored invoice whose figures don't add up: the PDF must still show what was stored.
    const view = buildInvoiceView({ ...SAMPLE_INVOICE, subtotal: "1.00", tax: "2.00", total: "999.99" });
    expect(view.totals).toEqual({
      subtotal: "$1.00",
      tax: { label: "Sales Tax (8.5%)", value: "$2.00" },
      total: "$999.99",
      amountDue: "$999.99",
      payments: null,
      nationalTax: null,
    });
  });

  it("states the VAT in the national currency, with the stored rate and its date (Art. 230), as stored", () => {
    const view = buildInvoiceView({
      ...SAMPLE_INVOICE,
      currency: "EUR",
      taxLabel: "VAT",
      language: "de",
      vatInNationalCurrency: { currency: "SEK", amount: "2808.63", rate: "11.234500", rateDate: "2026-03-02", source: "ecb" },
    });
    expect(view.totals.nationalTax).toEqual({
      label: "USt. in SEK",
      value: "2.808,63\u00a0kr",
      note: "1 EUR = 11,2345 SEK (EZB-Referenzkurs vom 02.03.2026)",
    });
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
    const mixed = {
      ...invoice,
      taxRate: "25.00",
      tax: "100.00",
      items: invoice.items.map((item, index) => ({ ...item, taxRate: index === 0 ? "25.00" : "12.00" })),
    };
    expect(buildInvoiceView(mixed).totals.tax?.label).toBe("VAT");
  });

  it("prints a stored compact IBAN in groups of four, as Settings shows it (issue #24, item 12)", () => {
    const { payment } = buildInvoiceView({ ...SAMPLE_INVOICE, supplier: { ...SAMPLE_INVOICE.supplier, iban: "DE89370400440532013000" } });
    expect(payment?.rows).toContainEqual({ label: "IBAN", value: "DE89 3704 0044 0532 0130 00" });
  });

  it("lists the payment details that exist, after the user's instructions", () => {
    const { payment } = buildInvoiceView(SAMPLE_INVOICE);
    expect(payment?.instructions).toMatch(/^Terms: Net 30 days/);
    expect(payment?.rows.map((row) => row.label)).toEqual(["Bank", "Account number", "SWIFT/BIC", "Routing number", "PayPal", "Reference"]);
    const none = {
      ...SAMPLE_INVOICE,
      paymentInstructions: null,
      paymentReference: null,
      supplier: {
        ...SAMPLE_INVOICE.supplier,
        bankName: null,
        bankAccountNumber: null,
        swiftCode: null,
        routingNumber: null,
        paypalEmail: null,
      },
    };
    expect(buildInvoiceView(none).payment).toBeNull();
  });

  it("uses US Letter for a US supplier and A4 elsewhere", () => {
    expect(buildInvoiceView(SAMPLE_INVOICE).paperSize).toBe("LETTER");
    expect(buildInvoiceView(reverseChargeInvoice()).paperSize).toBe("A4");
  });

  it("adds the amount paid and the balance due once something is paid; the balance is then what is due", () => {
    const partly = {
      ...reverseChargeInvoice("en"),
      total: "200.00",
      amountPaid: "0.10",
      balanceDue: "199.90",
      status: "partially_paid" as const,
    };
    const { totals } = buildInvoiceView(partly);
    expect(totals.total).toBe("€200.00");
    expect(totals.amountDue).toBe("€199.90");
    expect(totals.payments).toEqual({
      paid: { label: "Amount paid", value: "€0.10" },
      balanceDue: { label: "Balance due", value: "€199.90" },
    });
    expect(buildInvoiceView({ ...partly, language: "sv" }).totals.payments?.balanceDue.label).toBe("Kvar att betala");
  });

  it("carries the SEPA payment QR code of a euro invoice with a balance, asking for the balance, and none otherwise", () => {
    const partly = {
      ...reverseChargeInvoice("de"),
      total: "200.00",
      amountPaid: "0.10",
      balanceDue: "199.90",
      status: "partially_paid" as const,
    };
    const qr = buildInvoiceView(partly).paymentQr;
    expect(qr).toMatchObject({ caption: "Mit Ihrer Banking-App scannen und bezahlen", amount: `199,90${NBSP}€` });
    expect(qr?.size).toBeGreaterThanOrEqual(21 + 8);
    expect(qr?.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(buildInvoiceView(SAMPLE_INVOICE).paymentQr).toBeNull();
    expect(buildInvoiceView({ ...partly, status: "paid", amountPaid: "200.00", balanceDue: "0.00" }).paymentQr).toBeNull();
  });

  it("stamps a void invoice VOID in its language, in the title too, and asks for nothing", () => {
    const voided = {
      ...reverseChargeInvoice("en"),
      amountPaid: "50.00",
      balanceDue: "0.00",
      status: "void" as const,
      voidedAt: "2026-05-10T08:00:00.000Z",
    };
    const view = buildInvoiceView(voided);
    expect(view.stamp).toBe("VOID");
    expect(view.title).toBe("Invoice 2026-0117 – VOID");
    expect(view.totals.payments).toBeNull();
    expect(view.paymentQr).toBeNull();
    expect(buildInvoiceView({ ...voided, language: "sv" }).stamp).toBe("MAKULERAD");
    expect(buildInvoiceView({ ...voided, language: "de" }).title).toBe("Rechnung 2026-0117 – STORNIERT");
    expect(buildInvoiceView(reverseChargeInvoice("en"))).toMatchObject({ stamp: null, title: "Invoice 2026-0117" });
  });
});
