import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { buildReminderMail } from "@/lib/reminders/reminder-mail";

const invoice = {
  number: "INV-1007",
  language: "en",
  currency: "GBP",
  total: "1200.00",
  balanceDue: "700.50",
  dueDate: "2026-12-02",
  paymentInstructions: null,
  publicUrl: "https://invoices.example.com/i/abc?x=1&y=2",
  customer: { name: "<Acme & Co>", email: "ap@acme.example" },
  supplier: {
    name: 'Nordic "Pixel" AB',
    iban: "SE4550000000058398257466",
    bankName: null,
    bankAccountNumber: null,
    swiftCode: null,
    routingNumber: null,
    paypalEmail: null,
  },
} as unknown as InvoiceJson;

describe("buildReminderMail", () => {
  const pdf = Buffer.from("%PDF-1.7");
  const mail = buildReminderMail(invoice, 1, pdf);

  test("asks for the balance, not the total, and counts one day in the singular", () => {
    expect(mail.subject).toBe('Payment reminder: invoice INV-1007 from Nordic "Pixel" AB');
    expect(mail.text).toContain("Amount due: £700.50");
    expect(mail.text).not.toContain("1,200.00");
    expect(mail.text).toContain("is now 1 day past its due date");
    expect(mail.text).toContain("Days overdue: 1");
    expect(mail.text).toContain("IBAN: SE45 5000 0000 0583 9825 7466");
    expect(mail.attachments).toEqual([{ filename: "invoice-INV-1007.pdf", content: pdf, contentType: "application/pdf" }]);
  });

  test("escapes every value in the HTML, the link included", () => {
    expect(mail.html).toContain("Hello &lt;Acme &amp; Co&gt;,");
    expect(mail.html).toContain("Nordic &quot;Pixel&quot; AB");
    expect(mail.html).toContain('href="https://invoices.example.com/i/abc?x=1&amp;y=2"');
    expect(mail.html).not.toContain("<Acme");
  });

  test("offers Pay now when the supplier takes cards (issue #27), in the invoice's language", () => {
    expect(mail.text).not.toContain("Pay now");
    const payable = buildReminderMail({ ...invoice, language: "sv" } as InvoiceJson, 1, pdf, "https://invoices.example.com/i/abc#pay-now");
    expect(payable.text).toContain("Betala nu: https://invoices.example.com/i/abc#pay-now");
    expect(payable.html).toContain('href="https://invoices.example.com/i/abc#pay-now"');
  });

  test.each([
    ["sv", "Betalningspåminnelse: faktura INV-1007 från", "för 1 dag sedan"],
    ["de", "Zahlungserinnerung: Rechnung INV-1007 von", "seit 1 Tag fällig"],
  ])("%s", (language, subject, days) => {
    const localized = buildReminderMail({ ...invoice, language, publicUrl: "https://x.example/i/t" } as InvoiceJson, 1, pdf);
    expect(localized.subject.startsWith(subject)).toBe(true);
    expect(localized.text).toContain(days);
  });
});
