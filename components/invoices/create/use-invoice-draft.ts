"use client";

import { useState } from "react";
import { useDocumentDraft } from "@/components/documents/use-document-draft";
import type { PublicUser } from "@/lib/auth/public-user";
import { defaultInvoiceValues } from "./invoice-form-values";
import { useCreateInvoice } from "./use-create-invoice";
import { DEFAULT_RECURRING, scheduleFieldsOf, type RecurringSettings } from "@/components/recurring/recurring-settings";
import { useCreateSchedule } from "@/components/recurring/use-create-schedule";
import { useDueDateFollowsInvoiceDate } from "./use-due-date";
import { useInvoiceDraftNumber } from "./use-invoice-draft-number";

/**
 * Everything the invoice form shows and does, so its components only render: the document's
 * fields, customers, scenarios and live tax (components/documents/use-document-draft.ts), the
 * reserved number, the due date that follows the invoice date, and the submit.
 */
export function useInvoiceDraft(user: PublicUser, { startRecurring = false }: { startRecurring?: boolean } = {}) {
  const [defaultValues] = useState(() => defaultInvoiceValues(user));
  const draft = useDocumentDraft(user, defaultValues);
  const { form, setProblems } = draft;
  const draftNumber = useInvoiceDraftNumber(form);
  const dueDate = useDueDateFollowsInvoiceDate(form);
  const create = useCreateInvoice({ onInvalid: setProblems });
  // Issue #28: "Make this recurring" saves a schedule with the same fields instead of one invoice.
  // /create-invoice?recurring=1 (the Recurring screen's "New recurring invoice") opens with it ticked:
  // the page reads it on the server, which renders the form too.
  const [recurring, setRecurring] = useState<RecurringSettings>(() => ({ ...DEFAULT_RECURRING, enabled: startRecurring }));
  const createSchedule = useCreateSchedule({ onInvalid: setProblems });

  // Valid: the schema's output, with the amounts the server will compute, is the payload. Invalid:
  // every problem at once in the alert (SPEC section 5), in the order the form shows the fields.
  const submit = form.handleSubmit(
    (data) => {
      setProblems([]);
      const payload = draft.payloadOf(data, draftNumber.previewNumber);
      if (recurring.enabled) createSchedule.mutate({ ...payload, ...scheduleFieldsOf(recurring, data) });
      else create.mutate(payload);
    },
    () => setProblems(draft.currentProblems()),
  );

  const isSubmitting = create.isPending || createSchedule.isPending;
  return {
    ...draft,
    draftNumber,
    dueDate,
    submit,
    recurring,
    setRecurring,
    isSubmitting,
    canSubmit: draft.isComplete && !isSubmitting,
  };
}

export type InvoiceDraft = ReturnType<typeof useInvoiceDraft>;
