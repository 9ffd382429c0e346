"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";

const FAILED = "Could not send the verification e-mail";

type ResendAnswer = { alreadyVerified: boolean; sentTo?: string };

/**
 * POST /api/user/resend-verification, from the settings notice and the failed-send toast. When the
 * address turns out to be verified already (the link was followed in another tab), the user is
 * read again so the notice goes away.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ResendAnswer> => (await apiRequest("POST", "/api/user/resend-verification")).json(),
    onSuccess: async ({ alreadyVerified, sentTo }) => {
      if (alreadyVerified) {
        toast.success("E-mail already verified", { description: "Your address is verified: you can send invoices." });
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        return;
      }
      toast.success("Verification e-mail sent", { description: `We sent a new link to ${sentTo}. It works for 24 hours.` });
    },
    onError: (error) => {
      toast.error(FAILED, { description: errorMessage(error, FAILED) });
    },
  });
}
