import { Badge } from "@/components/ui/badge";
import { formatPercent } from "@/lib/money";
import { scenarioTitle, type TaxResult } from "@/lib/tax";

type TaxResultNoteProps = { tax: TaxResult | null; hasScenario: boolean; isManual: boolean };

/** The rate and wording the invoice will carry, as the server will compute them. */
export function TaxResultNote({ tax, hasScenario, isManual }: TaxResultNoteProps) {
  if (!tax) return null;
  const title = scenarioTitle(tax.scenario, tax.label);
  return (
    <div className="space-y-1.5 rounded-md border bg-muted/50 p-3 text-sm" aria-live="polite" data-testid="tax-result">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {hasScenario ? (
          <span>
            {tax.label} {formatPercent(tax.rate)}
            {isManual ? " (manual)" : ""} · {title}
          </span>
        ) : (
          <span>
            The automatic rules suggest: {title}, {tax.label} {formatPercent(tax.rate)}
          </span>
        )}
        {tax.reverseCharge && <Badge variant="secondary">Reverse charge</Badge>}
      </p>
      {tax.explanation && <p className="text-muted-foreground">{tax.explanation}</p>}
    </div>
  );
}
