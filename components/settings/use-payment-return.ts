"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { trackEvent } from "@/lib/analytics/track-event";
import { BILLING_STATUS_KEY } from "@/lib/api-client/use-billing-status";
import { CURRENT_USER_KEY, fetchCurrentUser } from "@/lib/api-client/use-current-user";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";

export type PaymentReturn = "checking" | "activated" | "failed" | null;

/**
 * Asks the server to activate. "none" when there was nothing to activate: no subscription was ever
 * started (404, someone opened the address by hand) or payments are not configured (503). Then no
 * attempt was made and there is no result to report.
 */
async function activate(): Promise<"attempted" | "none"> {
  try {
    const response = await fetch("/api/activate-subscription", { method: "POST", credentials: "include" });
    // Read the small body: an unread one keeps the request open in the browser.
    await response.text().catch(() => "");
    return response.status === 404 || response.status === 503 ? "none" : "attempted";
  } catch {
    // the fresh user below tells whether it worked
    return "attempted";
  }
}

/**
 * /settings?payment=success is where Stripe sends the browser back after a confirmation that needed
 * a redirect (3-D Secure), and where /subscribe goes after activating. The URL proves nothing: the
 * user is re-read (after asking the server to activate, if still Free) and the success message
 * shows only when the user really is Pro now. The failure shows only after a real attempt (issue
 * #24, item 5): a Free user without a started subscription who opens the address sees nothing.
 */
export function usePaymentReturn(isPaymentSuccess: boolean, hasUser: boolean): PaymentReturn {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentReturn>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (!isPaymentSuccess || !hasUser || handled.current) return;
    handled.current = true;
    setState("checking");
    void (async () => {
      let user = await queryClient.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 0 }).catch(() => null);
      if (user && !user.isPro) {
        if ((await activate()) === "none") {
          setState(null);
          return;
        }
        user = await queryClient.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 0 }).catch(() => null);
      }
      void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY });
      if (user?.isPro) {
        setState("activated");
        toast.success(BILLING_TEXTS.activatedTitle, { description: BILLING_TEXTS.activatedText });
        trackEvent("Subscribe");
      } else {
        setState("failed");
        toast.error(BILLING_TEXTS.activationFailedTitle, { description: BILLING_TEXTS.activationFailed });
      }
    })();
  }, [isPaymentSuccess, hasUser, queryClient]);

  return isPaymentSuccess ? state : null;
}
