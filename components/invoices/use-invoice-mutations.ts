"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest, errorCode, errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { useRefreshInvoices } from "./use-invoices";

const DELETE_FAILED = "Failed to delete invoice";
const SEND_FAILED = "Could not send the invoice. Please try again.";
/** The 403's `code` when the sender's own address is unconfirmed (lib/invoices/send-invoice.ts). */
export const EMAIL_UNVERIFIED = "email_unverified";
/** The 429's `code` when a sending limit is reached; its message says which and for how long. */
const EMAIL_LIMIT = "invoice_email_limit";

/** True when the send failed because the user must confirm their address first. */
export function needsEmailVerification(error: unknown): boolean {
  return errorCode(error) === EMAIL_UNVERIFIED;
}

type SendAnswer = { sentAt: string; to: string };

/**
 * The server's reason for a failed send (e.g. the mail provider's answer), added to the fixed
 * text. The route words it "Could not send the invoice: <reason>"; the toast says the first half
 * already, so only the reason is kept. A page from a proxy in between (HTML, or long) is no reason.
 */
function sendFailureReason(message: string): string {
  const reason = message.replace(/^Could not send the invoice:\s*/i, "").trim();
  return reason.startsWith("<") || reason.length > 200 ? "" : reason;
}

const invoiceUrl = (invoice: Pick<InvoiceJson, "id">) => `/api/invoices/${encodeURIComponent(invoice.id)}`;

/** Deletes an invoice (Pro only; the server answers 403 to Free) and refreshes lists and counts. */
export function useDeleteInvoice() {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (invoice: InvoiceJson) => apiRequest("DELETE", invoiceUrl(invoice)),
    onSuccess: async () => {
      toast.success("Invoice deleted successfully");
      await refresh({ withStats: true });
    },
    onError: (error) => {
      toast.error(DELETE_FAILED, { description: errorMessage(error, DELETE_FAILED) });
    },
  });
}

/**
 * E-mails the invoice to its customer. The lists are refreshed afterwards because the invoice
 * now carries sentAt and sentTo. An unverified address is not toasted: the dialog shows the
 * message with a "Resend verification e-mail" button in place (a toast's own button can't be
 * clicked while a modal dialog is open).
 */
export function useSendInvoice() {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: async (invoice: InvoiceJson): Promise<SendAnswer> => {
      const response = await apiRequest("POST", `${invoiceUrl(invoice)}/send`);
      return response.json();
    },
    onSuccess: async ({ to }) => {
      toast.success("Invoice Sent", { description: `Sent to ${to}` });
      await refresh({ withStats: false });
    },
    onError: (error) => {
      if (needsEmailVerification(error)) return;
      if (errorCode(error) === EMAIL_LIMIT) return void toast.error("Send Failed", { description: errorMessage(error, SEND_FAILED) });
      const reason = sendFailureReason(errorMessage(error, ""));
      toast.error("Send Failed", { description: reason ? `${SEND_FAILED} Reason: ${reason}` : SEND_FAILED });
    },
  });
}
