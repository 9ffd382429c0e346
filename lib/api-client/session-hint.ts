"use client";

import { useSyncExternalStore } from "react";
import { hasSessionHint, SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";

/** Whether this browser holds the "signed in" hint (lib/auth/session-hint.ts). */
export function readSessionHint(): boolean {
  return typeof document !== "undefined" && hasSessionHint(document.cookie);
}

/** Drops a hint the server no longer backs (its session ended elsewhere, or expired). */
export function clearSessionHint(): void {
  if (typeof document === "undefined") return;
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

const noSubscription = () => () => {};

/**
 * The hint as render state: false on the server and while hydrating (the prerendered HTML is the
 * signed-out one), then the browser's cookie. Read again whenever the component renders.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(noSubscription, readSessionHint, () => false);
}
