"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useAllCustomers } from "@/components/customers/use-customers";
import type { InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import { toInvoicePayload } from "@/components/invoices/create/invoice-payload";
import { computeSubmittedTax } from "@/components/invoices/create/live-tax";
import { useLiveTax } from "@/components/invoices/create/use-live-tax";
import { useScenarioOptions } from "@/components/invoices/create/use-scenario-options";
import { useTaxCalculationSwitch } from "@/components/invoices/create/use-tax-calculation";
import type { PublicUser } from "@/lib/auth/public-user";
import { isCalendarDate } from "@/lib/invoices/invoice-fields";
import { createInvoiceFormSchema, findInvoiceProblems, type InvoiceFormData } from "@/lib/invoices/schemas";
import { QUOTE_MESSAGES } from "@/lib/quotes/schemas";
import { getTaxLabel } from "@/lib/tax";
import { useSaveQuote } from "./use-quotes";

/** The quote's own rule beside the invoice's: its last valid day, on or after its date. */
function validUntilProblems(validUntil: string, quoteDate: string): string[] {
  if (validUntil === "") return [];
  if (!isCalendarDate(validUntil)) return [QUOTE_MESSAGES.validUntilFormat];
  return isCalendarDate(quoteDate) && validUntil < quoteDate ? [QUOTE_MESSAGES.validUntilBeforeDate] : [];
}

/**
 * The quote form's state and behaviour: the invoice form's fields, schema, live tax, scenarios and
 * customers (components/invoices/create), so a quote is written exactly as an invoice is, plus
 * its last valid day; saved with POST /api/quotes or PUT /api/quotes/{id}.
 */
export function useQuoteDraft(user: PublicUser, initial: { values: InvoiceFormValues; validUntil: string }, quoteId?: string) {
  const taxLabel = getTaxLabel(user.country);
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormData>({
    defaultValues: initial.values,
    resolver: zodResolver(createInvoiceFormSchema(taxLabel)),
  });
  const items = useFieldArray({ control: form.control, name: "items" });
  const [validUntil, setValidUntil] = useState(initial.validUntil);
  const [problems, setProblems] = useState<string[]>([]);

  const { customers, isPending: isLoadingCustomers } = useAllCustomers();
  const customerId = useWatch({ control: form.control, name: "customerId" });
  const customer = customers.find((candidate) => candidate.id === customerId);
  const scenarios = useScenarioOptions(form, user.country, customer?.country);
  const scenario = useWatch({ control: form.control, name: "vatScenario" });
  const live = useLiveTax(form.control, user, customer);
  const switchCalculation = useTaxCalculationSwitch(form, live.automaticRate);
  const save = useSaveQuote({ quoteId, onInvalid: setProblems });

  const submit = form.handleSubmit(
    (data) => {
      const own = validUntilProblems(validUntil, data.invoiceDate ?? "");
      if (own.length) return setProblems(own);
      setProblems([]);
      const { number: _number, dueDate: _dueDate, ...payload } = toInvoicePayload(data, computeSubmittedTax(user, customer, data), user);
      save.mutate({ ...payload, validUntil: validUntil || null });
    },
    () => {
      const values = form.getValues();
      setProblems([...findInvoiceProblems(values, taxLabel), ...validUntilProblems(validUntil, values.invoiceDate)]);
    },
  );

  return {
    form,
    items,
    taxLabel,
    customers,
    isLoadingCustomers,
    customer,
    scenarios,
    live,
    switchCalculation,
    validUntil,
    setValidUntil,
    problems,
    submit,
    isSubmitting: save.isPending,
    canSubmit: Boolean(customerId && scenario) && !save.isPending,
  };
}
