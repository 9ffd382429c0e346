import { formatMoney, formatPercent } from "@/lib/money";
import type { LiveTax } from "./live-tax";

type TotalsSummaryProps = { live: LiveTax; currency: string; taxLabel: string };

/** Subtotal, tax and total in the invoice's currency, as the server will compute them. */
export function TotalsSummary({ live, currency, taxLabel }: TotalsSummaryProps) {
  const money = (value: string) => formatMoney(value, currency, "en");
  const { tax, totals } = live;
  return (
    <dl className="ml-auto w-full max-w-xs space-y-2 text-sm" aria-label="Totals" data-testid="totals">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums">{money(totals?.subtotal ?? live.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{tax ? `${tax.label} (${formatPercent(tax.rate)})` : taxLabel}</dt>
        <dd className="tabular-nums">{totals ? money(totals.tax) : "Select a customer"}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{totals ? money(totals.total) : "–"}</dd>
      </div>
    </dl>
  );
}
