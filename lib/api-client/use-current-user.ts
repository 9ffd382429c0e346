"use client";

import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@/lib/auth/public-user";
import { throwIfNotOk } from "./api-request";
import { clearSessionHint } from "./session-hint";

export const CURRENT_USER_KEY = ["/api/user"] as const;

/** The current user; a 401 means "no user", not an error (SPEC section 7). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  const response = await fetch("/api/user", { credentials: "include" });
  if (response.status === 401) {
    // The session ended (signed out elsewhere, expired): the hint must not ask again on every page.
    clearSessionHint();
    // Read the small body anyway: an unread one keeps the request open in the browser.
    await response.text().catch(() => "");
    return null;
  }
  await throwIfNotOk(response);
  return response.json();
}

/**
 * `enabled: false` reads only what the cache already holds: the public header passes the session
 * hint here, so a visitor who never signed in makes no request (lib/auth/session-hint.ts).
 */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, enabled });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
