"use client";

import { DocumentCustomer, DocumentTaxAndLines, FormActions, FormSection } from "@/components/documents/document-form-sections";
import type { PublicUser } from "@/lib/auth/public-user";
import { DetailsSection } from "./details-section";
import { EinvoiceReadinessNote } from "./einvoice-readiness-note";
import { ExchangeRateField } from "./exchange-rate-field";
import { InvoiceProblemsAlert } from "./invoice-problems-alert";
import { NotesSection } from "./notes-section";
import { RecurringSection } from "@/components/recurring/recurring-section";
import { useInvoiceDraft } from "./use-invoice-draft";

/** The invoice form: sections composed over one draft (use-invoice-draft.ts holds the behaviour). */
export function InvoiceForm({ user, startRecurring = false }: { user: PublicUser; startRecurring?: boolean }) {
  const draft = useInvoiceDraft(user, { startRecurring });
  const { form, live, taxLabel } = draft;
  const { errors } = form.formState;

  return (
    <form onSubmit={draft.submit} noValidate className="space-y-6">
      <FormSection title="Invoice details">
        <DocumentCustomer draft={draft} />
        <DetailsSection
          control={form.control}
          register={form.register}
          isReservingNumber={draft.draftNumber.isReserving}
          onInvoiceDateChange={draft.dueDate.onInvoiceDateChange}
          onDueDateChange={draft.dueDate.onDueDateChange}
        />
        <ExchangeRateField control={form.control} register={form.register} country={user.country} />
      </FormSection>

      <DocumentTaxAndLines draft={draft} />

      <FormSection title="Notes and payment">
        <NotesSection register={form.register} errors={errors} />
      </FormSection>

      <FormSection title="Recurring">
        <RecurringSection value={draft.recurring} onChange={draft.setRecurring} />
      </FormSection>

      <EinvoiceReadinessNote user={user} customer={draft.customer} tax={live.tax} />
      <InvoiceProblemsAlert problems={draft.problems} />

      <FormActions
        waitingHint={!draft.canSubmit && !draft.isSubmitting ? `Choose a customer and a ${taxLabel} scenario to create the invoice.` : null}
        cancelHref="/invoices"
        submitLabel={
          draft.recurring.enabled
            ? draft.isSubmitting
              ? "Saving..."
              : "Create Recurring Invoice"
            : draft.isSubmitting
              ? "Creating..."
              : "Create Invoice"
        }
        canSubmit={draft.canSubmit}
      />
    </form>
  );
}
