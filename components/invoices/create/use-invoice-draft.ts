"use client";

import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useAllCustomers } from "@/components/customers/use-customers";
import type { PublicUser } from "@/lib/auth/public-user";
import { getTaxLabel } from "@/lib/tax";
import { defaultInvoiceValues, type InvoiceFormValues } from "./invoice-form-values";
import { findInvoiceProblems, toInvoicePayload } from "./invoice-payload";
import { computeLiveTax } from "./live-tax";
import { useCreateInvoice } from "./use-create-invoice";
import { useDueDateFollowsInvoiceDate } from "./use-due-date";
import { useInvoiceDraftNumber } from "./use-invoice-draft-number";
import { useLiveTax } from "./use-live-tax";
import { useScenarioOptions } from "./use-scenario-options";
import { useTaxCalculationSwitch } from "./use-tax-calculation";

/**
 * Everything the invoice form shows and does, so its components only render: the fields, the
 * customers, the scenarios that fit, the live tax, the reserved number and the submit.
 */
export function useInvoiceDraft(user: PublicUser) {
  const [defaultValues] = useState(() => defaultInvoiceValues(user));
  const form = useForm<InvoiceFormValues>({ defaultValues });
  const items = useFieldArray({ control: form.control, name: "items" });
  const taxLabel = getTaxLabel(user.country);
  const [problems, setProblems] = useState<string[]>([]);

  const { customers, isPending: isLoadingCustomers } = useAllCustomers();
  const customerId = useWatch({ control: form.control, name: "customerId" });
  const customer = customers.find((candidate) => candidate.id === customerId);
  const scenarios = useScenarioOptions(form, user.country, customer?.country);
  const scenario = useWatch({ control: form.control, name: "vatScenario" });
  const live = useLiveTax(form.control, user, customer);
  const draftNumber = useInvoiceDraftNumber(form);
  const dueDate = useDueDateFollowsInvoiceDate(form);
  const switchCalculation = useTaxCalculationSwitch(form, live.automaticRate);
  const create = useCreateInvoice({ onInvalid: setProblems });

  // Checked with the schema POST /api/invoices uses, so the alert lists what the server would refuse.
  const submit = form.handleSubmit((values) => {
    const payload = toInvoicePayload(values, computeLiveTax(user, customer, values), user);
    const found = findInvoiceProblems(payload, taxLabel);
    setProblems(found);
    if (found.length === 0) create.mutate(payload);
  });

  return {
    form,
    items,
    taxLabel,
    customers,
    isLoadingCustomers,
    customer,
    scenarios,
    live,
    draftNumber,
    dueDate,
    switchCalculation,
    problems,
    submit,
    isSubmitting: create.isPending,
    canSubmit: Boolean(customerId && scenario) && !create.isPending,
  };
}

export type InvoiceDraft = ReturnType<typeof useInvoiceDraft>;
