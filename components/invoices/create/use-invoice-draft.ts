"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useAllCustomers } from "@/components/customers/use-customers";
import type { PublicUser } from "@/lib/auth/public-user";
import { createInvoiceFormSchema, findInvoiceProblems, type InvoiceFormData } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";
import { defaultInvoiceValues, type InvoiceFormValues } from "./invoice-form-values";
import { toInvoicePayload } from "./invoice-payload";
import { computeSubmittedTax } from "./live-tax";
import { useCreateInvoice } from "./use-create-invoice";
import { DEFAULT_RECURRING, scheduleFieldsOf, type RecurringSettings } from "@/components/recurring/recurring-settings";
import { useCreateSchedule } from "@/components/recurring/use-create-schedule";
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
  const taxLabel = getTaxLabel(user.country);
  // The schema of POST /api/invoices's fields as the inputs hold them (lib/invoices/schemas.ts).
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormData>({
    defaultValues,
    resolver: zodResolver(createInvoiceFormSchema(taxLabel)),
  });
  const items = useFieldArray({ control: form.control, name: "items" });
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
  // Issue #28: "Make this recurring" saves a schedule with the same fields instead of one invoice.
  // /create-invoice?recurring=1 (the Recurring screen's "New recurring invoice") opens with it ticked;
  // the form renders once the user is loaded, in the browser.
  const [recurring, setRecurring] = useState<RecurringSettings>(() => ({
    ...DEFAULT_RECURRING,
    enabled: typeof window !== "undefined" && new URLSearchParams(window.location.search).has("recurring"),
  }));
  const createSchedule = useCreateSchedule({ onInvalid: setProblems });

  // Valid: the schema's output, with the amounts the server will compute, is the payload. Invalid:
  // every problem at once in the alert (SPEC section 5), in the order the form shows the fields.
  const submit = form.handleSubmit(
    (data) => {
      setProblems([]);
      const payload = toInvoicePayload(data, computeSubmittedTax(user, customer, data), user, draftNumber.previewNumber);
      if (recurring.enabled) createSchedule.mutate({ ...payload, ...scheduleFieldsOf(recurring, data) });
      else create.mutate(payload);
    },
    () => setProblems(findInvoiceProblems(form.getValues(), taxLabel)),
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
    draftNumber,
    dueDate,
    switchCalculation,
    problems,
    submit,
    recurring,
    setRecurring,
    isSubmitting: create.isPending || createSchedule.isPending,
    canSubmit: Boolean(customerId && scenario) && !create.isPending && !createSchedule.isPending,
  };
}

export type InvoiceDraft = ReturnType<typeof useInvoiceDraft>;
