"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";

type SecretState = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; clientSecret: string };

/**
 * Requests the subscription once and answers its client secret, with SPEC section 8's errors: the
 * server's message (or the fallback) under 'Prenumerationsfel', and 'Fel' for a missing secret or a
 * network failure. Every failure ends the spinner.
 */
export function useClientSecret(): SecretState & { retry: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SecretState>({ state: "loading" });
  const started = useRef(false);

  const request = useCallback(async () => {
    setState({ state: "loading" });
    let response: Response;
    try {
      response = await fetch("/api/create-subscription", { method: "POST", credentials: "include" });
    } catch {
      toast.error(BILLING_TEXTS.errorTitle, { description: BILLING_TEXTS.networkFailure });
      setState({ state: "error", message: BILLING_TEXTS.networkFailure });
      return;
    }
    const body = (await response.json().catch(() => ({}))) as { clientSecret?: unknown; error?: { message?: unknown } };
    if (!response.ok) {
      const message = typeof body.error?.message === "string" ? body.error.message : BILLING_TEXTS.createFailedFallback;
      toast.error(BILLING_TEXTS.createFailedTitle, { description: message });
      setState({ state: "error", message });
      // e.g. "You already have Pro": the page then shows that instead
      if (response.status === 409) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return;
    }
    if (typeof body.clientSecret !== "string" || !body.clientSecret) {
      toast.error(BILLING_TEXTS.errorTitle, { description: BILLING_TEXTS.noSecret });
      setState({ state: "error", message: BILLING_TEXTS.noSecret });
      return;
    }
    setState({ state: "ready", clientSecret: body.clientSecret });
  }, [queryClient]);

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    void request();
  }, [request]);

  return { ...state, retry: () => void request() };
}
