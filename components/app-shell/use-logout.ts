"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import { goToSignIn } from "./go-to-sign-in";

export const LOGOUT_REDIRECT_DELAY_MS = 500;

/**
 * The logout flow of SPEC section 4: success clears every cached query, confirms, and goes to
 * /auth after 500 ms; failure says so, still clears the data and goes to /auth.
 */
export function useLogout() {
  const queryClient = useQueryClient();

  return async function logout() {
    try {
      const response = await fetch("/api/logout", { method: "POST", credentials: "include" });
      if (!response.ok) throw new Error(`Logout failed with status ${response.status}`);
      await response.json();
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast.success("Logged out successfully", { description: "You have been signed out of your account." });
      setTimeout(goToSignIn, LOGOUT_REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error("Logout failed", {
        description: error instanceof Error && error.message ? error.message : "Failed to log out. Please try again.",
      });
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      goToSignIn();
    }
  };
}
