"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorCode, errorMessage } from "@/lib/api-client/api-request";
import { failureReaction, unhandledReaction } from "@/lib/api-client/failure-reaction";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { useInvoiceCache } from "./use-invoices";

const DELETE_FAILED = "Failed to delete invoice";
const SEND_FAILED = "Could not send the invoice. Please try again.";
/** True when the send failed because the user must confirm their address first. */
export function needsEmailVerification(error: unknown): boolean {
  return failureReaction(error) === "verify_email";
}

type SendAnswer = { sentAt: string; to: string };

/**
 * The server's plain sentence for a failed send ("We could not send the e-mail right now…"), or
 * the fixed text when the answer is a page from a proxy in between (HTML, or long).
 */
function sendFailureText(message: string): string {
  const text = message.trim();
  return !text || text.startsWith("<") || text.length > 200 ? SEND_FAILED : text;
}

const invoiceUrl = (invoice: Pick<InvoiceJson, "id">) => `/api/invoices/${encodeURIComponent(invoice.id)}`;

/** Deletes an invoice (Pro only; the server answers 403 to Free) and refreshes lists and counts. */
export function useDeleteInvoice() {
  const cache = useInvoiceCache();
  return useMutation({
    mutationFn: (invoice: Pick<InvoiceJson, "id">) => apiRequest("DELETE", invoiceUrl(invoice)),
    onSuccess: async (_response, invoice) => {
      toast.success("Invoice deleted successfully");
      await cache.removed(invoice.id);
    },
    onError: (error) => {
      // Issue #25: the dialog itself says why and offers a credit note.
      if (errorCode(error) === "invoice_issued") return;
      toast.error(DELETE_FAILED, { description: errorMessage(error, DELETE_FAILED) });
    },
  });
}

/**
 * E-mails the invoice to its customer; the cached lists and the invoice then show sentAt and sentTo. An unverified address is not toasted: the dialog shows the
 * message with a "Resend verification e-mail" button in place (a toast's own button can't be
 * clicked while a modal dialog is open).
 */
export function useSendInvoice() {
  const cache = useInvoiceCache();
  return useMutation({
    mutationFn: async (invoice: Pick<InvoiceJson, "id">): Promise<SendAnswer> => {
      const response = await apiRequest("POST", `${invoiceUrl(invoice)}/send`);
      return response.json();
    },
    onSuccess: async (sent, invoice) => {
      toast.success("Invoice Sent", { description: `Sent to ${sent.to}` });
      await cache.sent(invoice.id, sent);
    },
    onError: (error) => {
      const reaction = failureReaction(error);
      switch (reaction) {
        case "verify_email":
          return;
        case "wait":
          return void toast.error("Send Failed", { description: errorMessage(error, SEND_FAILED) });
        case "upgrade":
        case "explain": {
          return void toast.error("Send Failed", { description: sendFailureText(errorMessage(error, "")) });
        }
        default:
          return unhandledReaction(reaction);
      }
    },
  });
}
