"use client";

import { useQuery } from "@tanstack/react-query";
import type { ProfileValidation } from "@/lib/profile/validate-profile";

export const PROFILE_VALIDATION_KEY = ["/api/user/profile-validation"] as const;

/** Whether the profile holds what an invoice prints about its issuer; cached 5 minutes (SPEC section 9). */
export function useProfileValidation() {
  return useQuery<ProfileValidation>({ queryKey: PROFILE_VALIDATION_KEY, staleTime: 5 * 60 * 1000 });
}
