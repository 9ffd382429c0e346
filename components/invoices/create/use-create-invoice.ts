"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { failureReaction, unhandledReaction } from "@/lib/api-client/failure-reaction";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";
import { useInvoiceCache } from "../use-invoices";
import type { InvoiceRequestBody } from "./invoice-payload";
import { newIdempotencyKey } from "./new-idempotency-key";

const FAILED = "Failed to create invoice";

/** The `errors` list of a 400 answer, or null for any other failure. */
export function validationErrors(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { errors } = error.body;
  if (Array.isArray(errors)) return [...new Set(errors.filter((text): text is string => typeof text === "string"))];
  return error.serverMessage ? [error.serverMessage] : null;
}

/**
 * POST /api/invoices. Success: toast, the new invoice into the cached lists, go to /invoices.
 * A 400 hands its problems to `onInvalid` (the form shows them all in one alert); the Free
 * plan's limit sends the user to the upgrade; anything else is an error toast.
 *
 * Every submit of one draft carries the same Idempotency-Key, so a retry after a lost answer (the
 * connection dropped after the server committed) gets the invoice already made, not a second
 * one. A success starts a new draft, with a new key.
 */
export function useCreateInvoice({ onInvalid }: { onInvalid: (problems: string[]) => void }) {
  const cache = useInvoiceCache();
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (payload: InvoiceRequestBody): Promise<InvoiceJson> =>
      (await apiRequest("POST", "/api/invoices", payload, { "Idempotency-Key": idempotencyKey })).json(),
    onSuccess: async (invoice) => {
      setIdempotencyKey(newIdempotencyKey());
      toast.success("Invoice Created!", { description: `Invoice ${invoice.number} has been created successfully.` });
      await cache.added(invoice);
      router.push("/invoices");
    },
    onError: (error) => {
      const problems = validationErrors(error);
      if (problems) return onInvalid(problems);
      const reaction = failureReaction(error);
      switch (reaction) {
        case "upgrade":
          toast.error("Invoice Limit Reached", {
            description: `Free plan allows ${FREE_INVOICES_PER_MONTH} invoices per month. Upgrade to Pro for unlimited invoices.`,
          });
          return router.push("/settings?upgrade=true");
        case "verify_email":
        case "wait":
        case "explain":
          return void toast.error("Error", { description: errorMessage(error, FAILED) });
        default:
          return unhandledReaction(reaction);
      }
    },
  });
}
