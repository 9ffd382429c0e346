"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { CustomerSection } from "@/components/invoices/create/customer-section";
import { ItemsSection } from "@/components/invoices/create/items-section";
import { TaxSection } from "@/components/invoices/create/tax-section";
import { TotalsSummary } from "@/components/invoices/create/totals-summary";
import { Button } from "@/components/ui/button";
import { FormSection } from "./form-section";
import type { DocumentDraft } from "./use-document-draft";

/** Who the document is for: the customer dropdown; a customer added from the form is selected. */
export function DocumentCustomer({ draft }: { draft: DocumentDraft }) {
  const { form } = draft;
  return (
    <CustomerSection
      control={form.control}
      customers={draft.customers}
      customer={draft.customer}
      isLoading={draft.isLoadingCustomers}
      onCustomerAdded={(added) => form.setValue("customerId", added.id, { shouldDirty: true, shouldValidate: true })}
    />
  );
}

/**
 * The tax card and the lines card (the line editor: description, quantity to three decimals, unit,
 * price, live amounts, and the totals), the same in every form that writes an invoice's fields.
 */
export function DocumentTaxAndLines({ draft }: { draft: DocumentDraft }) {
  const { form, live, taxLabel } = draft;
  const { errors } = form.formState;
  const [currency, scenario, calculationType] = useWatch({
    control: form.control,
    name: ["currency", "vatScenario", "taxCalculationType"],
  });
  return (
    <>
      <FormSection
        title={taxLabel}
        description={`The ${taxLabel} rate follows from your country, the customer's and the scenario you choose.`}
      >
        <TaxSection
          control={form.control}
          register={form.register}
          taxLabel={taxLabel}
          scenarios={draft.scenarios}
          scenario={scenario}
          calculationType={calculationType}
          onCalculationChange={draft.switchCalculation}
          tax={live.tax}
          isOverrideValid={live.isOverrideValid}
          kind={draft.kind}
        />
      </FormSection>

      <FormSection title="Items">
        <ItemsSection
          items={draft.items}
          register={form.register}
          amounts={live.lines.map((line) => line?.amount ?? null)}
          currency={currency}
          errors={errors.items}
        />
        <div className="border-t pt-4">
          <TotalsSummary live={live} currency={currency} taxLabel={taxLabel} />
        </div>
      </FormSection>
    </>
  );
}

type FormActionsProps = {
  /** Why the button waits (no customer or scenario yet), shown while it does. */
  waitingHint: string | null;
  cancelHref: string;
  submitLabel: string;
  canSubmit: boolean;
};

/** The form's foot: what the submit waits for, Cancel, and the submit button. */
export function FormActions({ waitingHint, cancelHref, submitLabel, canSubmit }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      {waitingHint && <p className="text-sm text-muted-foreground sm:mr-auto">{waitingHint}</p>}
      <Button variant="outline" asChild>
        <Link href={cancelHref}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </div>
  );
}
