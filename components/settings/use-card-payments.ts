"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";

/** GET /api/payments/connect (lib/payments/connect/connect-account.ts). */
export type CardPaymentStatus = {
  available: boolean;
  connected: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  accountId: string | null;
};

const STATUS_KEY = ["/api/payments/connect"];

/** The user's Stripe account as Stripe has it, read when the card shows (and after the return from onboarding). */
export function useCardPaymentStatus() {
  return useQuery<CardPaymentStatus>({ queryKey: STATUS_KEY });
}

/** Connect or continue onboarding: the server answers Stripe's onboarding link, and the browser goes there. */
export function useStartCardPayments() {
  return useMutation({
    mutationFn: async (): Promise<{ url: string }> => (await apiRequest("POST", "/api/payments/connect")).json(),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error("Could not open Stripe", { description: errorMessage(error, "Please try again.") }),
  });
}

/** Stop card payments: Pay now disappears from your invoices; payments already made stay recorded. */
export function useStopCardPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CardPaymentStatus> => (await apiRequest("DELETE", "/api/payments/connect")).json(),
    onSuccess: (status) => {
      queryClient.setQueryData(STATUS_KEY, status);
      toast.success("Card payments stopped", { description: "Your invoices no longer show Pay now. Payments already made stay recorded." });
    },
    onError: (error) => toast.error("Could not stop card payments", { description: errorMessage(error, "Please try again.") }),
  });
}
