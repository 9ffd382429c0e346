import type { PublicUser } from "@/lib/auth/public-user";
import { throwIfNotOk } from "./api-request";
import { clearSessionHint } from "./session-hint";

/**
 * The current user; a 401 means "no user", not an error (SPEC section 7). A module of its own, with
 * no TanStack Query: the public header's island calls it directly (issue #15 item 7).
 */
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
