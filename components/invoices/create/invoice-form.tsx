"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PublicUser } from "@/lib/auth/public-user";
import { CustomerSection } from "./customer-section";
import { DetailsSection } from "./details-section";
import { EinvoiceReadinessNote } from "./einvoice-readiness-note";
import { ExchangeRateField } from "./exchange-rate-field";
import { InvoiceProblemsAlert } from "./invoice-problems-alert";
import { ItemsSection } from "./items-section";
import { NotesSection } from "./notes-section";
import { TaxSection } from "./tax-section";
import { TotalsSummary } from "./totals-summary";
import { useInvoiceDraft } from "./use-invoice-draft";

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

/** The invoice form: sections composed over one draft (use-invoice-draft.ts holds the behaviour). */
export function InvoiceForm({ user }: { user: PublicUser }) {
  const draft = useInvoiceDraft(user);
  const { form, live, taxLabel } = draft;
  const { errors } = form.formState;
  const [currency, scenario, calculationType] = useWatch({
    control: form.control,
    name: ["currency", "vatScenario", "taxCalculationType"],
  });

  return (
    <form onSubmit={draft.submit} noValidate className="space-y-6">
      <Section title="Invoice details">
        <CustomerSection
          control={form.control}
          customers={draft.customers}
          customer={draft.customer}
          isLoading={draft.isLoadingCustomers}
          onCustomerAdded={(added) => form.setValue("customerId", added.id, { shouldDirty: true, shouldValidate: true })}
        />
        <DetailsSection
          control={form.control}
          register={form.register}
          isReservingNumber={draft.draftNumber.isReserving}
          onInvoiceDateChange={draft.dueDate.onInvoiceDateChange}
          onDueDateChange={draft.dueDate.onDueDateChange}
        />
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

      <Section title="Notes and payment">
        <NotesSection register={form.register} errors={errors} />
      </Section>

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
          {draft.isSubmitting ? "Creating..." : "Create Invoice"}
        </Button>
      </div>
    </form>
  );
}
