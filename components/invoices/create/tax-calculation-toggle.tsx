import { cn } from "@/lib/utils";
import type { InvoiceFormValues } from "./invoice-form-values";

type CalculationType = InvoiceFormValues["taxCalculationType"];

const TYPES: { value: CalculationType; label: string }[] = [
  { value: "automatic", label: "Automatic" },
  { value: "manual_override", label: "Manual override" },
];

/** Automatic or manual tax rate, as two native radios styled as a segmented control. */
export function TaxCalculationToggle({ value, onChange }: { value: CalculationType; onChange: (type: CalculationType) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Tax calculation</legend>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => (
          <label
            key={type.value}
            className={cn(
              "relative flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === type.value ? "border-primary bg-accent text-accent-foreground" : "border-input hover:bg-accent/50",
            )}
          >
            <input
              type="radio"
              name="taxCalculationType"
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
              className="sr-only"
            />
            {type.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
