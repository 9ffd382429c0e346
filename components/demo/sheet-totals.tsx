import type { InvoiceView } from "@/lib/pdf/view/invoice-view";
import { PaymentQrCode } from "@/components/public-invoice/payment-qr-code";
import { LabelledLines, SheetHeading } from "./labelled-lines";

/**
 * Payment details (and the SEPA payment QR code, when the invoice has one) beside the totals, the
 * amount paid and the balance due under the total once something is paid, then the tax note and
 * the notes, as Classic lays them out.
 */
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
          {view.paymentQr && <PaymentQrCode qr={view.paymentQr} />}
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
          {totals.payments && (
            <>
              <div className="mt-1 flex justify-between px-3 py-1">
                <dt className="text-slate-500">{totals.payments.paid.label}</dt>
                <dd>{totals.payments.paid.value}</dd>
              </div>
              <div className="flex justify-between px-3 py-1 text-lg font-bold text-slate-900">
                <dt>{totals.payments.balanceDue.label}</dt>
                <dd>{totals.payments.balanceDue.value}</dd>
              </div>
            </>
          )}
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
