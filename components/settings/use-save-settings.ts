"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import type { PublicUser } from "@/lib/auth/public-user";
import type { SettingsData } from "@/lib/profile/schemas";

export const COMPANY_NAME_POLICY_KEY = ["/api/user/company-name-policy"] as const;

/**
 * The answer is the saved user: it goes into the cache at once, then GET /api/user is refetched
 * (SPEC section 7: refreshed after successful settings calls).
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return async (user?: PublicUser) => {
    if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
    // The invoice form caches the profile check for 5 minutes; a saved profile answers it anew.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/user/profile-validation"] }),
    ]);
  };
}

/** PUT /api/user/settings with the whole form. */
export function useSaveSettings(onSaved: (user: PublicUser) => void) {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (data: SettingsData): Promise<PublicUser> => (await apiRequest("PUT", "/api/user/settings", data)).json(),
    onSuccess: async (user) => {
      toast.success("Settings updated", { description: "Your settings have been saved successfully" });
      onSaved(user);
      await refreshUser(user);
    },
    onError: (error) => {
      // The server names missing fields the way the form's own check does.
      if (error instanceof ApiError && Array.isArray(error.body.missingFields)) {
        toast.error("Required Fields Missing", { description: errorMessage(error, "Please fill in the required fields") });
        return;
      }
      toast.error("Could not save your settings", { description: errorMessage(error, "Please try again.") });
    },
  });
}
