"use client";

import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { AuthActions } from "./auth-actions";

type Props = Omit<React.ComponentProps<typeof AuthActions>, "isSignedIn">;

/**
 * The header's buttons on static public pages: the page is prerendered signed-out, and this island
 * asks /api/user once and switches to the Dashboard button for a signed-in visitor.
 */
export function SessionAwareAuthActions(props: Props) {
  const { user } = useCurrentUser();
  return <AuthActions isSignedIn={user !== null} {...props} />;
}
