"use client";

import type { InvoiceFormApi, InvoiceFormValues } from "./invoice-form-values";

type CalculationType = InvoiceFormValues["taxCalculationType"];

/** "25.00" → "25", "25.50" → "25.5": the rate as a person would type it. */
function plainRate(rate: string): string {
  return rate.includes(".") ? rate.replace(/\.?0+$/, "") : rate;
}

/**
 * SPEC section 4: switching to manual seeds the override rate from the current automatic rate;
 * switching back clears it.
 */
export function useTaxCalculationSwitch(form: InvoiceFormApi, automaticRate: string | null) {
  const { setValue } = form;
  return (type: CalculationType) => {
    setValue("taxCalculationType", type);
    setValue("userOverrideRate", type === "manual_override" && automaticRate ? plainRate(automaticRate) : "");
  };
}
