import type { UseFormRegister } from "react-hook-form";
import { FieldLabel } from "@/components/forms/field-label";
import { Textarea } from "@/components/ui/textarea";
import { DOCUMENT_WORDS, type DocumentKind } from "@/lib/invoices/schemas";
import type { TaxResult } from "@/lib/tax";
import { FormField } from "./form-field";
import { FormSelect } from "./form-select";
import type { InvoiceFormControl, InvoiceFormValues } from "./invoice-form-values";
import { TaxCalculationToggle } from "./tax-calculation-toggle";
import { TaxResultNote } from "./tax-result-note";
import type { ScenarioOption } from "./use-scenario-options";

const SUPPLY_OPTIONS = [
  { value: "services", label: "Services" },
  { value: "goods", label: "Goods" },
  { value: "digital", label: "Digital services" },
];

type TaxSectionProps = {
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  taxLabel: string;
  scenarios: ScenarioOption[];
  scenario: InvoiceFormValues["vatScenario"];
  calculationType: InvoiceFormValues["taxCalculationType"];
  onCalculationChange: (type: InvoiceFormValues["taxCalculationType"]) => void;
  tax: TaxResult | null;
  isOverrideValid: boolean;
  /** What the form writes: the texts name it (a quote's form says "quote"). */
  kind?: DocumentKind;
};

/** What is supplied, the tax scenario, automatic or manual rate, and the rate the invoice will carry. */
export function TaxSection({
  control,
  register,
  taxLabel,
  scenarios,
  scenario,
  calculationType,
  onCalculationChange,
  tax,
  isOverrideValid,
  kind = "invoice",
}: TaxSectionProps) {
  const isManual = calculationType === "manual_override";
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect control={control} name="supplyType" id="invoice-supply-type" label="Supply type" options={SUPPLY_OPTIONS} />
        <FormSelect
          control={control}
          name="vatScenario"
          id="invoice-scenario"
          label={`${taxLabel} scenario`}
          isRequired
          placeholder={scenarios.length === 0 ? "Select a customer first" : "Choose a scenario"}
          disabled={scenarios.length === 0}
          options={scenarios}
        />
      </div>
      <TaxResultNote tax={tax} hasScenario={scenario !== ""} isManual={isManual && isOverrideValid} />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TaxCalculationToggle value={calculationType} onChange={onCalculationChange} />
        {isManual && (
          <FormField
            id="invoice-override-rate"
            label={`${taxLabel} rate (%)`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            aria-invalid={!isOverrideValid}
            hint="Between 0 and 100, at most two decimals."
            {...register("userOverrideRate")}
          />
        )}
      </div>
      {scenario === "custom" && (
        <div className="space-y-2">
          <FieldLabel htmlFor="invoice-custom-explanation" isRequired>
            Custom {taxLabel} explanation
          </FieldLabel>
          <Textarea
            id="invoice-custom-explanation"
            aria-required
            placeholder={`Printed on the ${DOCUMENT_WORDS[kind].noun} as the legal basis of its tax treatment`}
            {...register("customVatExplanation")}
          />
        </div>
      )}
    </div>
  );
}
