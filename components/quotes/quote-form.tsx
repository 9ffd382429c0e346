"use client";

import { DocumentCustomer, DocumentTaxAndLines, FormActions } from "@/components/documents/document-form-sections";
import { FormSection } from "@/components/documents/form-section";
import { ExchangeRateField } from "@/components/invoices/create/exchange-rate-field";
import { FormField } from "@/components/invoices/create/form-field";
import { FormSelect } from "@/components/invoices/create/form-select";
import { InvoiceProblemsAlert } from "@/components/invoices/create/invoice-problems-alert";
import type { InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { PublicUser } from "@/lib/auth/public-user";
import { DOCUMENT_WORDS } from "@/lib/invoices/schemas";
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS } from "@/components/documents/document-options";
import { useQuoteDraft } from "./use-quote-draft";

type QuoteFormProps = {
  user: PublicUser;
  initial: { values: InvoiceFormValues; validUntil: string };
  /** The quote being edited; absent for a new one. */
  quoteId?: string;
  number?: string;
};

/**
 * The quote form: the invoice form's sections (customer, tax, items with live totals), a quote's
 * dates (its date and the last day it can be accepted) and its notes. The number is always the
 * next of the Q- series, given when the quote is saved.
 */
export function QuoteForm({ user, initial, quoteId, number }: QuoteFormProps) {
  const draft = useQuoteDraft(user, initial, quoteId);
  const { form, taxLabel } = draft;
  const { errors } = form.formState;

  return (
    <form onSubmit={draft.submit} noValidate className="space-y-6">
      <FormSection
        title="Quote details"
        description={number ? `Quote ${number}` : "The number (Q-1001, Q-1002, …) is given when you save."}
      >
        <DocumentCustomer draft={draft} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="quote-date" label="Quote date" type="date" {...form.register("invoiceDate")} />
          <FormField
            id="quote-valid-until"
            label="Valid until"
            type="date"
            hint="The customer can accept it until the end of this day. 30 days unless you change it."
            value={draft.validUntil}
            onChange={(event) => draft.setValidUntil(event.target.value)}
          />
          <FormSelect control={form.control} name="currency" id="quote-currency" label="Currency" options={CURRENCY_OPTIONS} />
          <FormSelect control={form.control} name="language" id="quote-language" label="Language" options={LANGUAGE_OPTIONS} />
        </div>
        <ExchangeRateField control={form.control} register={form.register} country={user.country} kind="quote" />
      </FormSection>

      <DocumentTaxAndLines draft={draft} />

      <FormSection title="Notes" description="Printed on the quote: scope, schedule, what is not included.">
        <div className="space-y-2">
          <Label htmlFor="quote-notes" className="sr-only">
            Notes
          </Label>
          <Textarea
            id="quote-notes"
            rows={5}
            aria-invalid={!!errors.notes}
            placeholder="e.g. Two rounds of revisions included."
            {...form.register("notes")}
          />
        </div>
      </FormSection>

      <InvoiceProblemsAlert problems={draft.problems} title={DOCUMENT_WORDS.quote.problemsTitle} />

      <FormActions
        waitingHint={!draft.canSubmit && !draft.isSubmitting ? `Choose a customer and a ${taxLabel} scenario to save the quote.` : null}
        cancelHref="/quotes"
        submitLabel={draft.isSubmitting ? "Saving..." : quoteId ? "Save Quote" : "Create Quote"}
        canSubmit={draft.canSubmit}
      />
    </form>
  );
}
