"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { PublicUser } from "@/lib/auth/public-user";
import type { CompanyNamePolicy } from "@/lib/profile/company-name-policy";
import { COMPANY_NAME_POLICY_KEY, useRefreshUser } from "./use-save-settings";

const NOT_ALLOWED = "Change Not Allowed";

export function useCompanyNamePolicy() {
  return useQuery<CompanyNamePolicy>({ queryKey: COMPANY_NAME_POLICY_KEY });
}

/**
 * The spec's flow: the eligibility check first, then PUT {company}. The server applies the 7-day
 * rule again inside the change itself; its refusal (429) is shown like the check's.
 */
export function useChangeBusinessName() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (newCompanyName: string): Promise<PublicUser | null> => {
      const check = (await (
        await apiRequest("POST", "/api/user/check-company-name-eligibility", { newCompanyName })
      ).json()) as CompanyNamePolicy;
      if (!check.canChange) {
        toast.error(NOT_ALLOWED, { description: check.reason ?? "Company name change not allowed" });
        return null;
      }
      return (await apiRequest("PUT", "/api/user/settings", { company: newCompanyName })).json();
    },
    onSuccess: async (user) => {
      if (user) {
        toast.success("Business name updated", { description: `Your business name is now ${user.company ?? user.username}` });
        await refreshUser(user);
      }
      await queryClient.invalidateQueries({ queryKey: COMPANY_NAME_POLICY_KEY });
    },
    onError: async (error) => {
      const status = error instanceof ApiError ? error.status : null;
      if (status === 429) toast.error(NOT_ALLOWED, { description: errorMessage(error, "Company name change not allowed") });
      else
        toast.error("Update Failed", {
          description: status === 400 ? errorMessage(error, "Failed to update company name") : "Failed to update company name",
        });
      await queryClient.invalidateQueries({ queryKey: COMPANY_NAME_POLICY_KEY });
    },
  });
}
