import { SegmentedControl } from "@/components/ui/segmented-control";
import type { InvoiceFormValues } from "./invoice-form-values";

type CalculationType = InvoiceFormValues["taxCalculationType"];

const CALCULATION_TYPES = [
  { value: "automatic", label: "Automatic" },
  { value: "manual_override", label: "Manual override" },
] as const satisfies readonly { value: CalculationType; label: string }[];

/** Automatic or manual tax rate; controlled because switching also fills in or clears the override rate. */
export function TaxCalculationToggle({ value, onChange }: { value: CalculationType; onChange: (type: CalculationType) => void }) {
  return (
    <SegmentedControl
      legend="Tax calculation"
      name="taxCalculationType"
      options={CALCULATION_TYPES}
      value={value}
      onValueChange={onChange}
    />
  );
}
