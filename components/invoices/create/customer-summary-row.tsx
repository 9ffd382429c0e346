import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What the summary says before a customer is chosen. */
export const NO_CUSTOMER_SUMMARY = "The tax depends on the customer's country and type.";

/** The line under the customer dropdown: what the tax looks at, and "Add customer". */
export function CustomerSummaryRow({ summary, onAdd }: { summary: string; onAdd?: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
      <p className="text-muted-foreground" data-testid="customer-summary">
        {summary}
      </p>
      <Button type="button" variant="link" className="h-auto gap-1.5 p-0" onClick={onAdd} disabled={!onAdd}>
        <UserPlus className="size-4" aria-hidden />
        Add customer
      </Button>
    </div>
  );
}
