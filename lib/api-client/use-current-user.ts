"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchCurrentUser } from "./fetch-current-user";

export { fetchCurrentUser };

export const CURRENT_USER_KEY = ["/api/user"] as const;

/**
 * The current user through the query cache (the signed-in app, sign-in). `enabled: false` reads only
 * what the cache already holds. The public header does not use this: it has no query client
 * (components/marketing/session-aware-auth-actions.tsx).
 */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, enabled });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
