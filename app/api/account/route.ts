import { route } from "@/lib/http/route";
import { withoutSessionCookie } from "@/lib/auth/session-response";
import { closeAccount } from "@/lib/records/close-account";

// DELETE /api/account - close the account: every session ends, the address is free again, issued records stay read-only for the retention time (docs/records.md)
export const DELETE = route({ requires: "user" }, async (_request, { user }) => {
  await closeAccount(user.id);
  return withoutSessionCookie({ message: "Account deleted" });
});
