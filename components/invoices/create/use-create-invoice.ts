"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceRequestBody } from "./invoice-payload";
import { newIdempotencyKey } from "./new-idempotency-key";

const FAILED = "Failed to create invoice";
const REFRESHED_KEYS = [["/api/invoices"], ["/api/invoices/recent"], ["/api/dashboard/stats"]];

/** SPEC section 8: the Free plan's monthly limit, whatever words the server wraps it in. */
export function isLimitError(message: string): boolean {
  return message.includes("limit reached") || message.includes("Free plan");
}

/** The `errors` list of a 400 answer ("400: {…}" from apiRequest), or null for any other failure. */
export function validationErrors(error: unknown): string[] | null {
  if (!(error instanceof Error) || !error.message.startsWith("400: ")) return null;
  try {
    const body = JSON.parse(error.message.slice(5)) as { errors?: unknown; message?: unknown };
    if (Array.isArray(body.errors)) return [...new Set(body.errors.filter((text): text is string => typeof text === "string"))];
    return typeof body.message === "string" ? [body.message] : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/invoices. Success: toast, refresh the lists and the dashboard, go to /invoices.
 * A 400 hands its problems to `onInvalid` (the form shows them all in one alert); the Free
 * plan's limit sends the user to the upgrade; anything else is an error toast.
 *
 * Every submit of one draft carries the same Idempotency-Key, so a retry after a lost answer (the
 * connection dropped after the server committed) gets the invoice already made, not a second
 * one. A success starts a new draft, with a new key.
 */
export function useCreateInvoice({ onInvalid }: { onInvalid: (problems: string[]) => void }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (payload: InvoiceRequestBody): Promise<{ number: string }> =>
      (await apiRequest("POST", "/api/invoices", payload, { "Idempotency-Key": idempotencyKey })).json(),
    onSuccess: async (invoice) => {
      setIdempotencyKey(newIdempotencyKey());
      toast.success("Invoice Created!", { description: `Invoice ${invoice.number} has been created successfully.` });
      await Promise.all(REFRESHED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      router.push("/invoices");
    },
    onError: (error) => {
      const problems = validationErrors(error);
      if (problems) return onInvalid(problems);
      const message = errorMessage(error, FAILED);
      if (isLimitError(message)) {
        toast.error("Invoice Limit Reached", { description: "Free plan allows 3 invoices per month. Upgrade to Pro for unlimited invoices." });
        router.push("/settings?upgrade=true");
        return;
      }
      toast.error("Error", { description: message });
    },
  });
}
