import type { InvoiceView } from "@/lib/pdf/view/invoice-view";
import { LabelledLines, SheetHeading } from "./labelled-lines";

/** Payment details beside the totals, then the tax note and the notes, as Classic lays them out. */
export function SheetTotals({ view }: { view: InvoiceView }) {
  const { strings, totals, payment } = view;
  return (
    <>
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-[50fr_46fr] sm:justify-between">
        <section className="order-2 min-w-0 sm:order-1">
          {payment && (
            <>
              <SheetHeading>{strings.paymentDetails}</SheetHeading>
              {payment.instructions && <p className="mb-2">{payment.instructions}</p>}
              <LabelledLines rows={payment.rows} labelWidth="w-32" />
            </>
          )}
        </section>
        <dl className="order-1 min-w-0 tabular-nums sm:order-2">
          <div className="flex justify-between px-3 py-1">
            <dt className="text-slate-500">{strings.subtotal}</dt>
            <dd>{totals.subtotal}</dd>
          </div>
          {totals.tax && (
            <div className="flex justify-between px-3 py-1">
              <dt className="text-slate-500">{totals.tax.label}</dt>
              <dd>{totals.tax.value}</dd>
            </div>
          )}
          <div className="mt-1 flex justify-between border-t-2 border-slate-800 px-3 pt-2 text-lg font-bold text-slate-900">
            <dt>{strings.total}</dt>
            <dd>{totals.total}</dd>
          </div>
        </dl>
      </div>
      {view.taxNote && (
        <section className="mt-6">
          <SheetHeading>{strings.taxNote}</SheetHeading>
          <p>{view.taxNote}</p>
        </section>
      )}
      {view.notes && (
        <section className="mt-6">
          <SheetHeading>{strings.notes}</SheetHeading>
          <p className="whitespace-pre-line">{view.notes}</p>
        </section>
      )}
    </>
  );
}
