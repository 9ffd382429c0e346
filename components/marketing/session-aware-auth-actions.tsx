"use client";

import { useSessionHint } from "@/lib/api-client/session-hint";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { AuthActions } from "./auth-actions";

type Props = Omit<React.ComponentProps<typeof AuthActions>, "isSignedIn">;

/**
 * The header's buttons on static public pages: the page is prerendered signed-out, and this island
 * switches to the Dashboard button for a signed-in visitor. It asks /api/user only when the
 * browser holds the session hint (lib/auth/session-hint.ts): a visitor who never signed in makes
 * no request, so no 401 lands in the console.
 */
export function SessionAwareAuthActions(props: Props) {
  const hasHint = useSessionHint();
  const { user } = useCurrentUser({ enabled: hasHint });
  return <AuthActions isSignedIn={user !== null} {...props} />;
}
