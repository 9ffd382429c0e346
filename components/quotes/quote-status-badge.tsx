import { Badge } from "@/components/ui/badge";
import type { QuoteStatus } from "@/lib/quotes/quote-status";
import { cn } from "@/lib/utils";

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  invoiced: "Invoiced",
};

/** The invoice badges' palette: dark text on a pale tint of the same hue, the word always there. */
const STATUS_COLOURS: Record<QuoteStatus, string> = {
  draft: "border-slate-200 bg-slate-100 text-slate-700",
  sent: "border-sky-200 bg-sky-50 text-sky-800",
  accepted: "border-emerald-200 bg-emerald-50 text-emerald-800",
  declined: "border-red-200 bg-red-50 text-red-800",
  expired: "border-amber-200 bg-amber-50 text-amber-900",
  invoiced: "border-violet-200 bg-violet-50 text-violet-800",
};

export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(STATUS_COLOURS[status], className)}>
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
