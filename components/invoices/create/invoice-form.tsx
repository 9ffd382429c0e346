"use client";

import { DocumentCustomer, DocumentTaxAndLines, FormActions } from "@/components/documents/document-form-sections";
import { FormSection } from "@/components/documents/form-section";
import type { PublicUser } from "@/lib/auth/public-user";
import { DetailsSection } from "./details-section";
import { EinvoiceReadinessNote } from "./einvoice-readiness-note";
import { ExchangeRateField } from "./exchange-rate-field";
import { InvoiceProblemsAlert } from "./invoice-problems-alert";
import { NotesSection } from "./notes-section";
import { RecurringSection } from "@/components/recurring/recurring-section";
import { useAfterFirstPaint } from "@/components/ui/use-after-first-paint";
import { useInvoiceDraft } from "./use-invoice-draft";

/**
 * The invoice form: sections composed over one draft (use-invoice-draft.ts holds the behaviour).
 * The first card (the customer, the number, the dates) mounts at once; the cards below it, out of
 * sight on a phone, mount just after, so neither half is one long task on a slow phone (#24).
 */
export function InvoiceForm({ user, startRecurring = false }: { user: PublicUser; startRecurring?: boolean }) {
  const draft = useInvoiceDraft(user, { startRecurring });
  const { form, live, taxLabel } = draft;
  const { errors } = form.formState;
  const showsAllSections = useAfterFirstPaint();

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

      {showsAllSections && (
        <>
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
            waitingHint={
              !draft.canSubmit && !draft.isSubmitting ? `Choose a customer and a ${taxLabel} scenario to create the invoice.` : null
            }
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
        </>
      )}
    </form>
  );
}
