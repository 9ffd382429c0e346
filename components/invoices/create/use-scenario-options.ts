"use client";

import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { getTaxLabel, scenarioTitle, scenariosForCountries, type TaxScenario } from "@/lib/tax";
import type { InvoiceFormApi } from "./invoice-form-values";

export type ScenarioOption = { value: TaxScenario; label: string };

/**
 * The scenarios that fit the supplier's and the customer's countries (none before a customer is
 * chosen). A choice that no longer fits after the customer changes is cleared, so the user picks again.
 * Without a customer's country (the customers still loading, as when a saved quote or recurring
 * invoice opens) nothing is cleared: the stored choice waits for the customer it was made for.
 */
export function useScenarioOptions(form: InvoiceFormApi, supplierCountry: string, customerCountry: string | undefined) {
  const options = useMemo<ScenarioOption[]>(
    () =>
      customerCountry
        ? scenariosForCountries(supplierCountry, customerCountry).map((value) => ({
            value,
            label: scenarioTitle(value, getTaxLabel(supplierCountry)),
          }))
        : [],
    [supplierCountry, customerCountry],
  );
  const scenario = useWatch({ control: form.control, name: "vatScenario" });
  const { setValue } = form;

  useEffect(() => {
    if (scenario && options.length > 0 && !options.some((option) => option.value === scenario)) setValue("vatScenario", "");
  }, [scenario, options, setValue]);

  return options;
}
