"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useSessionHint } from "@/lib/api-client/session-hint";
import { fetchCurrentUser } from "@/lib/api-client/fetch-current-user";

// The desktop buttons and an open mobile menu may ask at the same moment: one request serves both.
let inFlight: Promise<boolean> | null = null;
function askIsSignedIn(): Promise<boolean> {
  inFlight ??= fetchCurrentUser()
    .then(
      (user) => user !== null,
      () => false,
    )
    .finally(() => (inFlight = null));
  return inFlight;
}

/**
 * Shows `signedIn` or `signedOut`, both rendered on the server: the public pages are prerendered
 * signed-out, and only a browser holding the session hint asks /api/user (lib/auth/session-hint.ts).
 * Plain fetch and state, no TanStack Query: the public pages ship no query library (issue #15 item 7).
 */
export function SessionAwareAuthActions({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const hasHint = useSessionHint();
  const [isSignedIn, setIsSignedIn] = useState(false);

  useEffect(() => {
    if (!hasHint) return;
    let isCurrent = true;
    void askIsSignedIn().then((answer) => {
      if (isCurrent) setIsSignedIn(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [hasHint]);

  return isSignedIn ? signedIn : signedOut;
}
