import type { InvoiceView } from "@/lib/pdf/view/invoice-view";
import { LabelledLines, SheetHeading } from "./labelled-lines";

/** Sender and meta at the top, then "Bill to" and the sender's numbers: the Classic letterhead. */
export function SheetParties({ view }: { view: InvoiceView }) {
  const { strings, supplier, customer } = view;
  const meta = [
    { label: strings.invoiceNumber, value: view.number },
    { label: strings.invoiceDate, value: view.invoiceDate },
    ...(view.supplyDate ? [{ label: strings.supplyDate, value: view.supplyDate }] : []),
    { label: strings.dueDate, value: view.dueDate },
  ];
  return (
    <>
      <header className="flex flex-col justify-between gap-6 sm:flex-row">
        <div>
          <p className="text-xl font-bold text-slate-900">{supplier.name}</p>
          <address className="whitespace-pre-line not-italic">{supplier.addressLines.join("\n")}</address>
        </div>
        <div className="sm:text-right">
          <h2 className="text-3xl font-light tracking-[0.06em] text-[#1e3a5f] uppercase">{strings.invoice}</h2>
          <dl className="mt-3 grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 sm:justify-end">
            {meta.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-500 sm:text-right">{row.label}</dt>
                <dd className="font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <div className="mt-6 grid grid-cols-1 gap-6 border-t border-slate-200 pt-5 sm:grid-cols-[55fr_42fr] sm:justify-between">
        <section className="min-w-0">
          <SheetHeading>{strings.billTo}</SheetHeading>
          <p className="font-semibold text-slate-900">{customer.name}</p>
          <address className="whitespace-pre-line not-italic">{customer.addressLines.join("\n")}</address>
          <LabelledLines rows={customer.details} className="mt-1.5" />
        </section>
        <section className="min-w-0">
          <SheetHeading>{strings.from}</SheetHeading>
          <LabelledLines rows={supplier.details} />
        </section>
      </div>
    </>
  );
}
