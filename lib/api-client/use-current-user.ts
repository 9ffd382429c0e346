"use client";

import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@/lib/auth/public-user";
import { throwIfNotOk } from "./api-request";

export const CURRENT_USER_KEY = ["/api/user"] as const;

/** The current user; a 401 means "no user", not an error (SPEC section 7). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  const response = await fetch("/api/user", { credentials: "include" });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return response.json();
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
