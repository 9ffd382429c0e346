"use client";

import { DocumentCustomer, DocumentTaxAndLines, FormActions } from "@/components/documents/document-form-sections";
import { FormSection } from "@/components/documents/form-section";
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS } from "@/components/documents/document-options";
import { ExchangeRateField } from "@/components/invoices/create/exchange-rate-field";
import { FormField } from "@/components/invoices/create/form-field";
import { FormSelect } from "@/components/invoices/create/form-select";
import { InvoiceProblemsAlert } from "@/components/invoices/create/invoice-problems-alert";
import { NotesSection } from "@/components/invoices/create/notes-section";
import { formatInvoiceDate } from "@/components/invoices/invoice-format";
import type { PublicUser } from "@/lib/auth/public-user";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { RecurringSection } from "./recurring-section";
import type { ScheduleFormInitial } from "./schedule-form-values";
import { useScheduleDraft } from "./use-schedule-draft";

export const SCHEDULE_PROBLEMS_TITLE = "Please fix the following issues before saving the recurring invoice:";

/**
 * A recurring invoice's edit form (/recurring/{id}/edit): the invoice form's sections for what
 * each invoice says (customer, currency and language, tax, the line editor with its live totals,
 * notes and payment instructions), then when it is made and its payment term.
 */
export function ScheduleForm({ user, schedule, initial }: { user: PublicUser; schedule: ScheduleJson; initial: ScheduleFormInitial }) {
  const draft = useScheduleDraft(user, schedule, initial);
  const { form, taxLabel } = draft;
  const { errors } = form.formState;

  return (
    <form onSubmit={draft.submit} noValidate className="space-y-6">
      <FormSection
        title="Recurring invoice"
        description={`Started on ${formatInvoiceDate(schedule.startDate)}. ${schedule.generatedCount} made so far; they stay as they are.`}
      >
        <DocumentCustomer draft={draft} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect control={form.control} name="currency" id="schedule-currency" label="Currency" options={CURRENCY_OPTIONS} />
          <FormSelect control={form.control} name="language" id="schedule-language" label="Language" options={LANGUAGE_OPTIONS} />
        </div>
        <ExchangeRateField control={form.control} register={form.register} country={user.country} />
      </FormSection>

      <DocumentTaxAndLines draft={draft} />

      <FormSection title="Notes and payment">
        <NotesSection register={form.register} errors={errors} />
      </FormSection>

      <FormSection title="Timing" description="The change applies from the next invoice on.">
        <RecurringSection value={draft.settings} onChange={draft.setSettings} timingOnly />
        <FormField
          id="schedule-due-days"
          label="Payment due (days after each invoice date)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          wrapperClassName="sm:max-w-xs"
          value={draft.dueDays}
          onChange={(event) => draft.setDueDays(event.target.value)}
        />
      </FormSection>

      <InvoiceProblemsAlert problems={draft.problems} title={SCHEDULE_PROBLEMS_TITLE} />

      <FormActions
        waitingHint={
          !draft.canSubmit && !draft.isSubmitting ? `Choose a customer and a ${taxLabel} scenario to save the recurring invoice.` : null
        }
        cancelHref="/recurring"
        submitLabel={draft.isSubmitting ? "Saving..." : "Save Recurring Invoice"}
        canSubmit={draft.canSubmit}
      />
    </form>
  );
}
