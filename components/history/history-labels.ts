import type { HistoryEntryJson } from "@/lib/history/history-entry-json";
import { formatInvoiceAmount, formatInvoiceDate } from "@/components/invoices/invoice-format";

/** The timeline's heading of each kind of entry; the screens are English (components/invoices/invoice-format.ts). */
const TYPE_LABELS: Record<string, string> = {
  created: "Created",
  sent: "Sent",
  viewed: "Viewed by the customer",
  payment_recorded: "Payment recorded",
  payment_removed: "Payment removed",
  refund_recorded: "Refund recorded",
  reminder_sent: "Reminder sent",
  voided: "Voided",
  credited: "Credit note issued",
  deleted: "Deleted",
  public_link_renewed: "Public link renewed",
  vat_number_checked: "VAT number checked in VIES",
};

const METHOD_LABELS: Record<string, string> = {
  bank_transfer: "bank transfer",
  cash: "cash",
  card: "card",
  paypal: "PayPal",
  other: "other",
};

const SOURCE_LABELS: Record<string, string> = {
  stripe: "card payment through Stripe",
  bank_statement: "from a bank statement",
  bank_statement_assigned: "bank statement line assigned by hand",
};

/** An entry type the timeline does not know yet still reads: "some_fact" → "Some fact". */
export function historyTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? (type.charAt(0).toUpperCase() + type.slice(1)).replaceAll("_", " ");
}

/** Who did it, as the owner reads it: their own id is "You". */
export function historyActorLabel(actor: string, ownerId: string | undefined): string {
  if (actor === ownerId || actor === "user") return "You";
  if (actor === "customer") return "Customer";
  if (actor === "stripe") return "Stripe";
  if (actor === "system") return "InvoiceFlow";
  return "Another user";
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** One line saying what the entry's detail holds that matters to a reader (amounts, addresses, numbers). */
export function historyDetailLine(entry: Pick<HistoryEntryJson, "type" | "detail">): string | null {
  const { detail } = entry;
  const currency = text(detail.currency);
  const amount = text(detail.amount) ?? text(detail.total);
  const money = amount && currency ? formatInvoiceAmount(amount, currency) : amount;
  const date = text(detail.date);
  switch (entry.type) {
    case "created":
      // A credit note's created entry names the invoice it corrects and why.
      return (
        [
          text(detail.number),
          text(detail.invoiceNumber) && `for ${text(detail.invoiceNumber)}`,
          money,
          text(detail.reason) && `Reason: ${text(detail.reason)}`,
          detail.backfilled ? "recorded when the history began" : null,
        ]
          .filter(Boolean)
          .join(" · ") || null
      );
    case "sent":
      return text(detail.to) && `To ${text(detail.to)}`;
    case "reminder_sent":
      return [
        text(detail.to) && `To ${text(detail.to)}`,
        typeof detail.daysOverdue === "number" ? `${detail.daysOverdue} days overdue` : null,
      ]
        .filter(Boolean)
        .join(" · ");
    case "payment_recorded":
    case "payment_removed":
    case "refund_recorded": {
      const method = text(detail.method);
      const source = text(detail.source);
      return [
        money,
        method ? (METHOD_LABELS[method] ?? method) : null,
        source && source !== "manual" ? (SOURCE_LABELS[source] ?? source) : null,
        date ? `dated ${formatInvoiceDate(date)}` : null,
      ]
        .filter(Boolean)
        .join(" · ");
    }
    case "credited":
      return [text(detail.number), money, text(detail.reason) && `Reason: ${text(detail.reason)}`].filter(Boolean).join(" · ");
    case "vat_number_checked":
      return [
        text(detail.vatNumber),
        text(detail.status),
        text(detail.consultationNumber) && `Consultation ${text(detail.consultationNumber)}`,
      ]
        .filter(Boolean)
        .join(" · ");
    default:
      return null;
  }
}
