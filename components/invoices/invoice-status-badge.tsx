import { Badge } from "@/components/ui/badge";
import type { InvoiceStatus } from "@/lib/invoices/invoice-status";
import { cn } from "@/lib/utils";

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: "Issued",
  sent: "Sent",
  viewed: "Viewed",
  partially_paid: "Partially paid",
  paid: "Paid",
  overdue: "Overdue",
  void: "Void",
  credited: "Credited",
  refundDue: "Refund due",
  deleted: "Deleted",
};

/**
 * Dark text on a pale tint of the same hue: every pair is above 7:1 (WCAG AAA for small text),
 * and the word is always there, so the colour is never the only cue.
 */
const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  issued: "border-slate-200 bg-slate-100 text-slate-700",
  sent: "border-sky-200 bg-sky-50 text-sky-800",
  viewed: "border-violet-200 bg-violet-50 text-violet-800",
  partially_paid: "border-amber-200 bg-amber-50 text-amber-900",
  paid: "border-emerald-200 bg-emerald-50 text-emerald-800",
  overdue: "border-red-200 bg-red-50 text-red-800",
  void: "border-zinc-300 bg-zinc-100 text-zinc-700",
  credited: "border-teal-200 bg-teal-50 text-teal-800",
  refundDue: "border-orange-200 bg-orange-50 text-orange-900",
  deleted: "border-zinc-300 bg-white text-zinc-700 line-through",
};

/** Where an invoice stands on its way to being paid (issue #16), as a word in a coloured pill. */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(STATUS_COLOURS[status], className)}>
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
