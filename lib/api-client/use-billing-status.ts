"use client";

import { useQuery } from "@tanstack/react-query";
import type { BillingStatus } from "@/lib/billing/billing-status";

export const BILLING_STATUS_KEY = ["/api/subscription"] as const;

/** Whether payments are configured here, the publishable key, and the user's subscription. */
export function useBillingStatus() {
  return useQuery<BillingStatus>({ queryKey: BILLING_STATUS_KEY });
}
