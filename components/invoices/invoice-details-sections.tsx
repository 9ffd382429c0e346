import { countryName } from "@/lib/countries";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { templateName } from "@/lib/invoices/templates";
import { getTaxLabel } from "@/lib/tax";
import { customerAddressLine, formatInvoiceDate, languageName } from "./invoice-format";

type Entry = { label: string; value: string | null };

/** A label/value grid; entries without a value are left out. */
export function DetailList({ entries, className }: { entries: Entry[]; className?: string }) {
  const shown = entries.filter((entry) => entry.value);
  return (
    <dl className={className ?? "grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3"}>
      {shown.map((entry) => (
        <div key={entry.label} className="min-w-0">
          <dt className="text-muted-foreground">{entry.label}</dt>
          <dd className="font-medium wrap-anywhere">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InvoiceMeta({ invoice }: { invoice: InvoiceJson }) {
  return (
    <DetailList
      entries={[
        { label: "Invoice number", value: invoice.number },
        { label: "Invoice date", value: formatInvoiceDate(invoice.invoiceDate) },
        ...(invoice.supplyDate !== invoice.invoiceDate ? [{ label: "Delivery date", value: formatInvoiceDate(invoice.supplyDate) }] : []),
        { label: "Due date", value: formatInvoiceDate(invoice.dueDate) },
        { label: "Currency", value: invoice.currency },
        { label: "Language", value: languageName(invoice.language) },
        { label: "Template", value: templateName(invoice.template) },
      ]}
    />
  );
}

/** The customer as they were when the invoice was issued (the invoice keeps its own copy). */
export function InvoiceCustomer({ customer }: { customer: InvoiceJson["customer"] }) {
  const address = [customerAddressLine(customer), countryName(customer.country)].filter(Boolean).join(", ");
  return (
    <DetailSection title="Bill to">
      <DetailList
        className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2"
        entries={[
          { label: "Name", value: customer.name },
          { label: "Email", value: customer.email },
          { label: "Address", value: address },
          { label: "Phone", value: customer.phone },
          { label: `${getTaxLabel(customer.country)} number`, value: customer.vatNumber },
          { label: "Organization number", value: customer.organizationNumber },
        ]}
      />
    </DetailSection>
  );
}

/** Tax explanation, notes and payment instructions: free text, shown only when present. */
export function InvoiceTexts({ invoice }: { invoice: InvoiceJson }) {
  const texts = [
    { title: "Tax explanation", text: invoice.taxExplanation },
    { title: "Notes", text: invoice.notes },
    { title: "Payment instructions", text: invoice.paymentInstructions },
  ].filter((entry) => entry.text);
  if (texts.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {texts.map(({ title, text }) => (
        <DetailSection key={title} title={title}>
          <p className="text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">{text}</p>
        </DetailSection>
      ))}
    </div>
  );
}

export function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}
