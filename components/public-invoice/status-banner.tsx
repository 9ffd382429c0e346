import { BadgeCheck, Ban, CircleAlert, Clock } from "lucide-react";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { formatMoney } from "@/lib/money";
import { formatInvoiceDate } from "@/lib/pdf/view/format";
import { DocumentStatusBanner } from "@/components/public-document/document-status-banner";
import type { PublicInvoiceStrings } from "./public-invoice-strings";

const TONES = {
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900",
  void: "border-red-300 bg-red-50 text-red-900",
  overdue: "border-amber-300 bg-amber-50 text-amber-900",
  open: "border-slate-200 bg-white text-slate-800",
} as const;

/** Where the invoice stands, in one line above it: Paid and VOID can't be missed, nor what is left to pay. */
export function StatusBanner({ invoice, t }: { invoice: InvoiceJson; t: PublicInvoiceStrings }) {
  const { currency, language, status } = invoice;
  const money = (amount: string) => formatMoney(amount, currency, language);
  const dueDate = formatInvoiceDate(invoice.dueDate, language);
  const [tone, Icon, sentence] =
    status === "void"
      ? (["void", Ban, t.voided] as const)
      : status === "paid"
        ? (["paid", BadgeCheck, t.paid(invoice.paidAt && formatInvoiceDate(invoice.paidAt, language))] as const)
        : status === "overdue"
          ? (["overdue", CircleAlert, t.overdue(money(invoice.balanceDue), dueDate)] as const)
          : status === "partially_paid"
            ? (["open", Clock, t.partlyPaid(money(invoice.amountPaid), money(invoice.balanceDue), dueDate)] as const)
            : (["open", Clock, t.due(money(invoice.balanceDue), dueDate)] as const);
  return <DocumentStatusBanner label={t.status[status]} toneClass={TONES[tone]} icon={Icon} sentence={sentence} testId="invoice-status" />;
}
