"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { CustomerSection } from "@/components/invoices/create/customer-section";
import { ExchangeRateField } from "@/components/invoices/create/exchange-rate-field";
import { FormField } from "@/components/invoices/create/form-field";
import { FormSelect } from "@/components/invoices/create/form-select";
import { InvoiceProblemsAlert } from "@/components/invoices/create/invoice-problems-alert";
import type { InvoiceFormValues } from "@/components/invoices/create/invoice-form-values";
import { ItemsSection } from "@/components/invoices/create/items-section";
import { TaxSection } from "@/components/invoices/create/tax-section";
import { TotalsSummary } from "@/components/invoices/create/totals-summary";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { PublicUser } from "@/lib/auth/public-user";
import { CURRENCIES } from "@/lib/money";
import { useQuoteDraft } from "./use-quote-draft";

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "sv", label: "Swedish" },
  { value: "de", label: "German" },
];

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild className="text-base">
          <h2>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

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
  const { form, live, taxLabel } = draft;
  const { errors } = form.formState;
  const [currency, scenario, calculationType] = useWatch({
    control: form.control,
    name: ["currency", "vatScenario", "taxCalculationType"],
  });

  return (
    <form onSubmit={draft.submit} noValidate className="space-y-6">
      <Section title="Quote details" description={number ? `Quote ${number}` : "The number (Q-1001, Q-1002, …) is given when you save."}>
        <CustomerSection
          control={form.control}
          customers={draft.customers}
          customer={draft.customer}
          isLoading={draft.isLoadingCustomers}
          onCustomerAdded={(added) => form.setValue("customerId", added.id, { shouldDirty: true, shouldValidate: true })}
        />
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
        <ExchangeRateField control={form.control} register={form.register} country={user.country} />
      </Section>

      <Section title={taxLabel} description={`The ${taxLabel} rate follows from your country, the customer's and the scenario you choose.`}>
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
        />
      </Section>

      <Section title="Items">
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
      </Section>

      <Section title="Notes" description="Printed on the quote: scope, schedule, what is not included.">
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
      </Section>

      <InvoiceProblemsAlert problems={draft.problems} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {!draft.canSubmit && !draft.isSubmitting && (
          <p className="text-sm text-muted-foreground sm:mr-auto">Choose a customer and a {taxLabel} scenario to save the quote.</p>
        )}
        <Button variant="outline" asChild>
          <Link href="/quotes">Cancel</Link>
        </Button>
        <Button type="submit" disabled={!draft.canSubmit}>
          {draft.isSubmitting ? "Saving..." : quoteId ? "Save Quote" : "Create Quote"}
        </Button>
      </div>
    </form>
  );
}
