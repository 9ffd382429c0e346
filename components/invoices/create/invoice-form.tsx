"use client";

import Link from "next/link";
import { DocumentCustomer, DocumentTaxAndLines, FormSection } from "@/components/documents/document-form-sections";
import { Button } from "@/components/ui/button";
import type { PublicUser } from "@/lib/auth/public-user";
import { DetailsSection } from "./details-section";
import { EinvoiceReadinessNote } from "./einvoice-readiness-note";
import { ExchangeRateField } from "./exchange-rate-field";
import { InvoiceProblemsAlert } from "./invoice-problems-alert";
import { NotesSection } from "./notes-section";
import { RecurringSection } from "@/components/recurring/recurring-section";
import { useInvoiceDraft } from "./use-invoice-draft";

/** The invoice form: sections composed over one draft (use-invoice-draft.ts holds the behaviour). */
export function InvoiceForm({ user }: { user: PublicUser }) {
  const draft = useInvoiceDraft(user);
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

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {!draft.canSubmit && !draft.isSubmitting && (
          <p className="text-sm text-muted-foreground sm:mr-auto">Choose a customer and a {taxLabel} scenario to create the invoice.</p>
        )}
        <Button variant="outline" asChild>
          <Link href="/invoices">Cancel</Link>
        </Button>
        <Button type="submit" disabled={!draft.canSubmit}>
          {draft.recurring.enabled
            ? draft.isSubmitting
              ? "Saving..."
              : "Create Recurring Invoice"
            : draft.isSubmitting
              ? "Creating..."
              : "Create Invoice"}
        </Button>
      </div>
    </form>
  );
}
