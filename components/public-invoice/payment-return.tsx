import { BadgeCheck, Loader2, XCircle } from "lucide-react";
import type { PublicInvoiceStrings } from "./public-invoice-strings";

export type PaymentReturnState = "received" | "processing" | "cancelled";

/**
 * After Stripe's checkout sends the customer back: "Payment received, thank you" once the webhook
 * has booked the payment, "Payment processing" until then (the page reloads itself every few
 * seconds with a meta refresh, no script), or the cancelled note.
 */
export function PaymentReturn({ state, t }: { state: PaymentReturnState; t: PublicInvoiceStrings }) {
  if (state === "cancelled") {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 rounded-lg border bg-background px-4 py-3 text-sm">
        <XCircle aria-hidden className="size-4 shrink-0" />
        {t.paymentCancelled}
      </p>
    );
  }
  if (state === "received") {
    return (
      <p
        role="status"
        data-testid="payment-return"
        className="mt-4 flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
      >
        <BadgeCheck aria-hidden className="size-5 shrink-0" />
        {t.paymentReceived}
      </p>
    );
  }
  return (
    <div role="status" data-testid="payment-return" className="mt-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-900">
      <meta httpEquiv="refresh" content="3" />
      <p className="flex items-center gap-2 font-semibold">
        <Loader2 aria-hidden className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />
        {t.paymentProcessing}
      </p>
      <p className="mt-1 text-sm">{t.processingDetail}</p>
    </div>
  );
}
