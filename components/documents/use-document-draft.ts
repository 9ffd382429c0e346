"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useFieldArray, useForm, useWatch, type FieldValues, type Resolver } from "react-hook-form";
import { useAllCustomers } from "@/components/customers/use-customers";
import type { InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import { toInvoicePayload } from "@/components/invoices/create/invoice-payload";
import { computeSubmittedTax } from "@/components/invoices/create/live-tax";
import { useLiveTax } from "@/components/invoices/create/use-live-tax";
import { useScenarioOptions } from "@/components/invoices/create/use-scenario-options";
import { useTaxCalculationSwitch } from "@/components/invoices/create/use-tax-calculation";
import type { PublicUser } from "@/lib/auth/public-user";
import { createInvoiceFormSchema, findInvoiceProblems, type DocumentKind, type InvoiceFormData } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";

/**
 * What every form that writes an invoice's fields shares (the invoice form, the quote form, a
 * recurring invoice's form): the fields under the invoice's schema, the lines, the customers, the
 * scenarios that fit, the live tax and the problems to list. Each form adds its own dates and
 * its own submit. `kind` names the document in the schema's messages.
 */
export function useDocumentDraft(user: PublicUser, defaultValues: InvoiceFormValues, kind: DocumentKind = "invoice") {
  const taxLabel = getTaxLabel(user.country);
  // The schema of POST /api/invoices's fields as the inputs hold them (lib/invoices/schemas.ts),
  // built when the form is first validated (its submit), not in the form's first render: in a CPU
  // profile of /create-invoice at 4x slowdown, building it was about half of that render (#24).
  const resolver = useMemo(() => lazyResolver(() => zodResolver(createInvoiceFormSchema(taxLabel, kind))), [taxLabel, kind]);
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormData>({ defaultValues, resolver });
  const items = useFieldArray({ control: form.control, name: "items" });
  const [problems, setProblems] = useState<string[]>([]);

  const { customers, isPending: isLoadingCustomers } = useAllCustomers();
  const customerId = useWatch({ control: form.control, name: "customerId" });
  const customer = customers.find((candidate) => candidate.id === customerId);
  const scenarios = useScenarioOptions(form, user.country, customer?.country);
  const scenario = useWatch({ control: form.control, name: "vatScenario" });
  const live = useLiveTax(form.control, user, customer);
  const switchCalculation = useTaxCalculationSwitch(form, live.automaticRate);

  return {
    kind,
    form,
    items,
    taxLabel,
    customers,
    isLoadingCustomers,
    customer,
    scenarios,
    live,
    switchCalculation,
    problems,
    setProblems,
    /** A customer and a scenario: what the submit button waits for. */
    isComplete: Boolean(customerId && scenario),
    /** The request body of the form's valid output, with the amounts the server will compute. */
    payloadOf: (data: InvoiceFormData, previewNumber: string | null = null) =>
      toInvoicePayload(data, computeSubmittedTax(user, customer, data), user, previewNumber),
    /** Every problem of the values as they are, in the order the form shows the fields. */
    currentProblems: () => findInvoiceProblems(form.getValues(), taxLabel, kind),
  };
}

export type DocumentDraft = ReturnType<typeof useDocumentDraft>;

/** A resolver made by `make` on its first call. */
function lazyResolver<Values extends FieldValues, Output>(
  make: () => Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  let resolver: Resolver<Values, unknown, Output> | undefined;
  return (values, context, options) => (resolver ??= make())(values, context, options);
}
