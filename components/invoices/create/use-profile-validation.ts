"use client";

import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@/lib/auth/public-user";
import { validateProfile, type ProfileValidation } from "@/lib/profile/validate-profile";

export const PROFILE_VALIDATION_KEY = ["/api/user/profile-validation"] as const;

/**
 * Whether the profile holds what an invoice prints about its issuer; cached 5 minutes (SPEC section 9).
 * The signed-in user the server seeded into the cache answers it at once (the API's own rule), so
 * /create-invoice shows its form without waiting for a request (issue #24); settings saves refetch it.
 */
export function useProfileValidation(user: PublicUser | null) {
  return useQuery<ProfileValidation>({
    queryKey: PROFILE_VALIDATION_KEY,
    staleTime: 5 * 60 * 1000,
    initialData: user ? () => validateProfile(user) : undefined,
  });
}
