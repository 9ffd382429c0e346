"use client";

import { useState } from "react";
import { useDocumentDraft } from "@/components/documents/use-document-draft";
import type { InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import type { PublicUser } from "@/lib/auth/public-user";
import { isCalendarDate } from "@/lib/invoices/invoice-fields";
import { QUOTE_MESSAGES } from "@/lib/quotes/schemas";
import { useSaveQuote } from "./use-quotes";

/** The quote's own rule beside the invoice's: its last valid day, on or after its date. */
function validUntilProblems(validUntil: string, quoteDate: string): string[] {
  if (validUntil === "") return [];
  if (!isCalendarDate(validUntil)) return [QUOTE_MESSAGES.validUntilFormat];
  return isCalendarDate(quoteDate) && validUntil < quoteDate ? [QUOTE_MESSAGES.validUntilBeforeDate] : [];
}

/**
 * The quote form's state and behaviour: the document's fields, schema, live tax, scenarios and
 * customers (components/documents/use-document-draft.ts), so a quote is written exactly as an
 * invoice is, with the messages naming the quote, plus its last valid day; saved with
 * POST /api/quotes or PUT /api/quotes/{id}.
 */
export function useQuoteDraft(user: PublicUser, initial: { values: InvoiceFormValues; validUntil: string }, quoteId?: string) {
  const draft = useDocumentDraft(user, initial.values, "quote");
  const { form, setProblems } = draft;
  const [validUntil, setValidUntil] = useState(initial.validUntil);
  const save = useSaveQuote({ quoteId, onInvalid: setProblems });

  const submit = form.handleSubmit(
    (data) => {
      const own = validUntilProblems(validUntil, data.invoiceDate ?? "");
      if (own.length) return setProblems(own);
      setProblems([]);
      const { number: _number, dueDate: _dueDate, ...payload } = draft.payloadOf(data);
      save.mutate({ ...payload, validUntil: validUntil || null });
    },
    () => setProblems([...draft.currentProblems(), ...validUntilProblems(validUntil, form.getValues("invoiceDate"))]),
  );

  return {
    ...draft,
    validUntil,
    setValidUntil,
    submit,
    isSubmitting: save.isPending,
    canSubmit: draft.isComplete && !save.isPending,
  };
}
