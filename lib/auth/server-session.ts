import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { resolveSession, type SessionUser } from "./session";
import { SESSION_COOKIE_NAMES } from "./session-cookie";

/** The signed-in user for a server component, read once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  const token = SESSION_COOKIE_NAMES.map((name) => store.get(name)?.value).find(Boolean);
  return resolveSession(token);
});
