import { buildCustomerMail } from "@/lib/email/invoice-mail";
import type { EmailMessage } from "@/lib/email/message";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { reminderMailStrings } from "./reminder-strings";

type MailContent = Pick<EmailMessage, "subject" | "html" | "text" | "attachments">;

/**
 * The payment reminder a customer gets for an overdue invoice, in the invoice's language: the
 * invoice mail's layout (lib/email/invoice-mail.ts) with the reminder's subject and intro, what is
 * still due (the balance after any part payment, not the total), how many days have passed since
 * the due date, and a line for those who have already paid.
 */
export function buildReminderMail(invoice: InvoiceJson, daysOverdue: number, pdf: Buffer, payNowUrl: string | null = null): MailContent {
  const r = reminderMailStrings(invoice.language);
  return buildCustomerMail(invoice, pdf, {
    subject: r.subject(invoice.number, invoice.supplier.name),
    intro: (number, supplier) => r.intro(number, supplier, daysOverdue),
    amountDue: invoice.balanceDue,
    extraRows: [[r.daysOverdue, String(daysOverdue)]],
    extraNote: r.alreadyPaid,
    // Pay now (issue #27) when the supplier takes cards: the quickest way to settle what is overdue.
    payNowUrl,
  });
}
