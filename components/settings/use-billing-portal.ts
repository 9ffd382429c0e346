"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";

/**
 * Opens Stripe's billing portal in a new tab (SPEC section 7). The tab is opened before the request,
 * inside the click, so pop-up blockers let it through; it is closed again when the call fails.
 */
export function useBillingPortal() {
  const [isPending, setPending] = useState(false);
  async function open() {
    setPending(true);
    const tab = window.open("", "_blank");
    try {
      const { url } = (await (await apiRequest("POST", "/api/customer-portal")).json()) as { url: string };
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error) {
      tab?.close();
      toast.error(BILLING_TEXTS.portalFailed, { description: errorMessage(error, BILLING_TEXTS.portalFailed) });
    } finally {
      setPending(false);
    }
  }
  return { open: () => void open(), isPending };
}
