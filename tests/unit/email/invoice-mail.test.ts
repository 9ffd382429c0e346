import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { buildInvoiceMail } from "@/lib/email/invoice-mail";

const PDF = Buffer.from("%PDF-1.7 test");

function invoice(overrides: Partial<InvoiceJson> = {}, supplier: Partial<InvoiceJson["supplier"]> = {}): InvoiceJson {
  const base = {
    id: "inv_1",
    number: "INV-1001",
    customerId: "cus_1",
    customer: {
      customerType: "business",
      name: "Acme Corp",
      email: "billing@acme.example",
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: "US",
      vatNumber: null,
      organizationNumber: null,
      invoiceReference: null,
    },
    supplier: {
      name: "Nordic Pixel AB",
      email: "owner@nordicpixel.example",
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: "SE",
      organizationNumber: null,
      vatNumber: null,
      website: null,
      bankName: "Nordbank",
      bankAccountNumber: null,
      iban: "SE45 5000 0000 0583 9825 7466",
      swiftCode: "ESSESESS",
      routingNumber: null,
      paypalEmail: null,
      ...supplier,
    },
    invoiceDate: "2026-11-02",
    dueDate: "2026-12-02",
    supplyDate: "2026-11-02",
    createdAt: "2026-11-02T10:00:00.000Z",
    currency: "USD",
    language: "en",
    template: "classic",
    subtotal: "1234.50",
    taxRate: "0.00",
    tax: "0.00",
    total: "1234.50",
    taxLabel: "VAT",
    notes: null,
    paymentInstructions: null,
    taxCalculationType: "automatic",
    userOverrideRate: null,
    vatScenario: "auto",
    taxExplanation: null,
    customVatExplanation: null,
    supplyType: "services",
    supplierVatRegistered: false,
    customerVatRegistered: false,
    supplierCountry: "SE",
    customerCountry: "US",
    reverseCharge: false,
    invoiceType: "us_worldwide",
    countryPreset: "global",
    paymentMethod: "bank_transfer",
    paymentReference: "RF06INV1001",
    sentAt: null,
    sentTo: null,
    vatCheck: null,
    oss: false,
    vatInNationalCurrency: null,
    payments: [],
    fromQuote: null,
    creditNotes: [],
    refunds: [],
    status: "issued",
    amountPaid: "0.00",
    amountCredited: "0.00",
    amountRefunded: "0.00",
    refundDue: "0.00",
    balanceDue: "0.00",
    viewedAt: null,
    paidAt: null,
    voidedAt: null,
    deletedAt: null,
    issued: false,
    publicUrl: "https://app.example/i/token",
    items: [],
  } as InvoiceJson;
  return { ...base, ...overrides };
}

describe("buildInvoiceMail", () => {
  it.each([
    ["en", "USD", "Invoice INV-1001 from Nordic Pixel AB", "Hello Acme Corp,", "Amount due: $1,234.50", "Due date: December 2, 2026"],
    [
      "sv",
      "SEK",
      "Faktura INV-1001 från Nordic Pixel AB",
      "Hej Acme Corp,",
      "Att betala: 1\u00a0234,50\u00a0kr",
      "Förfallodatum: 2 december 2026",
    ],
    [
      "de",
      "EUR",
      "Rechnung INV-1001 von Nordic Pixel AB",
      "Guten Tag Acme Corp,",
      "Fälliger Betrag: 1.234,50\u00a0€",
      "Fällig am: 2. Dezember 2026",
    ],
  ] as const)(
    "writes the %s mail: subject, greeting, amount due with formatMoney, due date",
    (language, currency, subject, greeting, amount, due) => {
      const mail = buildInvoiceMail(invoice({ language, currency }), PDF);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(greeting);
      expect(mail.text).toContain(amount);
      expect(mail.text).toContain(due);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(amount.split(": ")[1]);
    },
  );

  it("asks for what is left once a payment came in, as the attached PDF does; a void invoice shows its total", () => {
    const partlyPaid = buildInvoiceMail(invoice({ amountPaid: "234.50", balanceDue: "1000.00", status: "partially_paid" }), PDF);
    expect(partlyPaid.text).toContain("Amount due: $1,000.00");
    expect(partlyPaid.html).toContain("$1,000.00");
    expect(partlyPaid.html).not.toContain("$1,234.50");

    const voided = buildInvoiceMail(
      invoice({ amountPaid: "234.50", balanceDue: "0.00", voidedAt: "2026-11-20T10:00:00.000Z", status: "void" }),
      PDF,
    );
    expect(voided.text).toContain("Amount due: $1,234.50");
  });

  it("lists only the payment details that are filled in, and the payment instructions", () => {
    const mail = buildInvoiceMail(invoice({ paymentInstructions: "Pay within 30 days.\nThank you!" }), PDF);
    expect(mail.text).toContain(
      "Payment details:\nBank: Nordbank\nIBAN: SE45 5000 0000 0583 9825 7466\nSWIFT/BIC: ESSESESS\nReference: RF06 INV1 001\nPay within 30 days.\nThank you!",
    );
    expect(mail.text).toContain("Please use RF06 INV1 001 as the payment reference.");
    expect(mail.text).not.toContain("PayPal");
    expect(mail.text).not.toContain("Routing number");
    expect(mail.html).toContain("Pay within 30 days.<br>Thank you!");
  });

  it("prints each payment detail once: the instructions lose the lines the form filled from the same details (issue #24, item 2)", () => {
    // What the create-invoice form pre-fills from the profile (paymentInstructionsFrom), compact IBAN and all.
    const instructions = "Bank: Nordbank\nIBAN: SE4550000000058398257466\nSWIFT/BIC: ESSESESS\nNet 30 days, please quote the reference.";
    const mail = buildInvoiceMail(invoice({ paymentInstructions: instructions }, { iban: "SE4550000000058398257466" }), PDF);
    for (const body of [mail.text, mail.html]) {
      expect(body.match(/Nordbank/g)).toHaveLength(1);
      expect(body.match(/ESSESESS/g)).toHaveLength(1);
      expect(body.match(/SE45/g)).toHaveLength(1);
      expect(body).toContain("Net 30 days, please quote the reference.");
    }
    expect(mail.text).toContain(
      "Payment details:\nBank: Nordbank\nIBAN: SE45 5000 0000 0583 9825 7466\nSWIFT/BIC: ESSESESS\nReference: RF06 INV1 001\nNet 30 days",
    );
  });

  it("groups a stored compact IBAN in fours, as Settings shows it (issue #24, item 12)", () => {
    const mail = buildInvoiceMail(invoice({}, { iban: "DE89370400440532013000" }), PDF);
    expect(mail.text).toContain("IBAN: DE89 3704 0044 0532 0130 00");
    expect(mail.html).toContain("DE89 3704 0044 0532 0130 00");
  });

  it("drops the instructions entirely when they only restated the details", () => {
    const mail = buildInvoiceMail(invoice({ paymentInstructions: "Bank: Nordbank\nSWIFT/BIC: ESSESESS" }), PDF);
    expect(mail.text).toContain("SWIFT/BIC: ESSESESS\nReference: RF06 INV1 001\n\n");
  });

  it("offers Pay now as a button and a line when the supplier takes cards, and not otherwise (issue #27)", () => {
    const url = "https://invoices.example/i/abc#pay-now";
    const mail = buildInvoiceMail(invoice(), PDF, { payNowUrl: url });
    expect(mail.text).toContain(`Pay now: ${url}`);
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).toContain(">Pay now</a>");
    const plain = buildInvoiceMail(invoice(), PDF);
    expect(plain.text).not.toContain("Pay now");
    expect(plain.html).not.toContain("Pay now");
  });

  it("leaves the payment block out when there is nothing to say", () => {
    const mail = buildInvoiceMail(invoice({ paymentReference: null }, { bankName: null, iban: null, swiftCode: null }), PDF);
    expect(mail.text).not.toContain("Payment details");
    expect(mail.html).not.toContain("Payment details");
  });

  it("escapes every user-provided string in the HTML, and keeps the text body literal", () => {
    const hostile = invoice(
      {
        number: `<img src=x onerror=alert(1)>`,
        customer: { ...invoice().customer, name: `<script>alert("x")</script> & Sons` },
        paymentInstructions: `<a href="https://evil.example">click</a>`,
      },
      { name: `"Evil" <b>Corp</b>`, bankName: "<i>Bank</i>", paypalEmail: "pay@x.example'" },
    );
    const { html, text, subject } = buildInvoiceMail(hostile, PDF);
    expect(html).not.toMatch(/<script|<img|<b>|<i>|<a href="https:\/\/evil/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons");
    expect(html).toContain("&quot;Evil&quot; &lt;b&gt;Corp&lt;/b&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("pay@x.example&#39;");
    expect(text).toContain(`<script>alert("x")</script> & Sons`);
    expect(subject).toBe(`Invoice <img src=x onerror=alert(1)> from "Evil" <b>Corp</b>`);
  });

  it.each([
    ["en", "View the invoice online and download it as a PDF:", "View invoice"],
    ["sv", "Visa fakturan online och ladda ner den som PDF:", "Visa fakturan"],
    ["de", "Rechnung online ansehen und als PDF herunterladen:", "Rechnung ansehen"],
  ] as const)("carries the public link in the %s text and HTML bodies", (language, line, button) => {
    const url = "https://app.example/i/Zm9vYmFyYmF6cXV4X18tLWFiY2RlZmdoaWprbG1ub3A";
    const { text, html } = buildInvoiceMail(invoice({ language, publicUrl: url }), PDF);
    expect(text).toContain(`${line}\n${url}\n`);
    expect(html).toContain(`<a href="${url}"`);
    expect(html).toContain(`>${button}</a>`);
    expect(html).toContain(`${line}<br><a href="${url}"`);
  });

  it("attaches the PDF as invoice-{number}.pdf, named like the download", () => {
    const { attachments } = buildInvoiceMail(invoice(), PDF);
    expect(attachments).toEqual([{ filename: "invoice-INV-1001.pdf", content: PDF, contentType: "application/pdf" }]);
    expect(buildInvoiceMail(invoice({ number: '2026/"7"; x' }), PDF).attachments?.[0]?.filename).toBe("invoice-2026-7-x.pdf");
  });
});
