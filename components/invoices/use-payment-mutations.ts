"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { PaymentMethodName } from "@/lib/invoices/payment-schema";
import { useInvoiceCache } from "./use-invoices";

/** The body of POST /api/invoices/{id}/payments, amounts as decimal strings. */
export type PaymentBody = { amount: string; date: string; method: PaymentMethodName; note: string | null };

const invoiceUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;

/** Today in the user's own calendar (YYYY-MM-DD): the day they say the money came in. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type InvoiceChange<Variables> = {
  request: (variables: Variables) => Promise<Response>;
  success: string;
  failure: string;
  /** False leaves the failure to the caller (the payment form shows it at the field). */
  toastFailure?: (error: unknown) => boolean;
};

/**
 * Every action of "Getting paid" answers the invoice as it now stands: the dialog, the list rows
 * and the dashboard's figures are updated from that answer (useInvoiceCache().changed).
 */
function useInvoiceChange<Variables>({ request, success, failure, toastFailure = () => true }: InvoiceChange<Variables>) {
  const cache = useInvoiceCache();
  return useMutation({
    mutationFn: async (variables: Variables): Promise<InvoiceJson> => (await request(variables)).json(),
    onSuccess: async (invoice) => {
      toast.success(success);
      await cache.changed(invoice);
    },
    onError: (error) => {
      if (toastFailure(error)) toast.error(failure, { description: errorMessage(error, "Please try again.") });
    },
  });
}

/** Records one payment; a refused amount (400) is the form's to show, at the amount field. */
export function useRecordPayment(invoiceId: string) {
  return useInvoiceChange({
    request: (payment: PaymentBody) => apiRequest("POST", `${invoiceUrl(invoiceId)}/payments`, payment),
    success: "Payment recorded",
    failure: "Could not record the payment",
    toastFailure: (error) => !isRefusedAmount(error),
  });
}

/** One payment of the whole balance, by bank transfer, today. */
export function useMarkAsPaid(invoice: Pick<InvoiceJson, "id" | "balanceDue">) {
  return useInvoiceChange({
    request: () =>
      apiRequest("POST", `${invoiceUrl(invoice.id)}/payments`, {
        amount: invoice.balanceDue,
        date: localToday(),
        method: "bank_transfer",
        note: null,
      } satisfies PaymentBody),
    success: "Invoice marked as paid",
    failure: "Could not mark the invoice as paid",
  });
}

export function useDeletePayment(invoiceId: string) {
  return useInvoiceChange({
    request: (paymentId: string) => apiRequest("DELETE", `${invoiceUrl(invoiceId)}/payments/${encodeURIComponent(paymentId)}`),
    success: "Payment deleted",
    failure: "Could not delete the payment",
  });
}

/** Voids the invoice: it keeps its number and takes no more payments. */
export function useVoidInvoice(invoiceId: string) {
  return useInvoiceChange({
    request: () => apiRequest("POST", `${invoiceUrl(invoiceId)}/void`),
    success: "Invoice voided",
    failure: "Could not void the invoice",
  });
}

/** A new public link; the old one stops working. */
export function useNewPublicLink(invoiceId: string) {
  return useInvoiceChange({
    request: () => apiRequest("POST", `${invoiceUrl(invoiceId)}/public-link`),
    success: "New public link created",
    failure: "Could not create a new link",
  });
}

/** A 400 from the payments route: the amount was refused (not above 0, above the balance, malformed). */
export function isRefusedAmount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}
