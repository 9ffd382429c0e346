import { route } from "@/lib/http/route";
import { deleteAccount } from "@/lib/auth/delete-account";
import { withoutSessionCookie } from "@/lib/auth/session-response";

// DELETE /api/account - delete the account and everything it owns; every session of it ends
export const DELETE = route({ requires: "user" }, async (_request, { user }) => {
  await deleteAccount(user.id);
  return withoutSessionCookie({ message: "Account deleted" });
});
