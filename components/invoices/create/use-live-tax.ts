"use client";

import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";
import type { InvoiceFormControl } from "./invoice-form-values";
import { computeLiveTax } from "./live-tax";

/** The live tax and totals, recomputed whenever a field they depend on changes. */
export function useLiveTax(control: InvoiceFormControl, user: PublicUser, customer: Customer | undefined) {
  const [vatScenario, supplyType, invoiceDate, language, taxCalculationType, userOverrideRate, customVatExplanation, items] = useWatch({
    control,
    name: [
      "vatScenario",
      "supplyType",
      "invoiceDate",
      "language",
      "taxCalculationType",
      "userOverrideRate",
      "customVatExplanation",
      "items",
    ],
  });
  return useMemo(
    () =>
      computeLiveTax(user, customer, {
        vatScenario,
        supplyType,
        invoiceDate,
        language,
        taxCalculationType,
        userOverrideRate,
        customVatExplanation,
        items,
      }),
    [user, customer, vatScenario, supplyType, invoiceDate, language, taxCalculationType, userOverrideRate, customVatExplanation, items],
  );
}
