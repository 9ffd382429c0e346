import "server-only";
import { clientAddress } from "@/lib/http/client-address";
import { RATE_LIMITS } from "@/lib/rate-limit/rate-limit";
import { withFailureLimits, type FailureLimits } from "./failure-limits";
import { loginUser, type PasswordAccepted } from "./login-user";

const USER_LIMITS: FailureLimits = {
  perAddress: RATE_LIMITS.loginFailuresPerAddress,
  perAccountAddress: RATE_LIMITS.loginFailuresPerAccountAddress,
};
const ADMIN_LIMITS: FailureLimits = {
  perAddress: RATE_LIMITS.adminLoginFailuresPerAddress,
  perAccountAddress: RATE_LIMITS.adminLoginFailuresPerAccountAddress,
};

/**
 * The password check of /api/login, /api/admin/login and /auth's form behind its limits
 * (./failure-limits.ts): each attempt reserves its slot per address and per (account, address)
 * before any hashing, so a burst sent at once gets exactly the limit on any number of instances; a
 * wrong password keeps the slots, anything else gives them back. The owner signing in from an
 * address without failures is never refused, whatever is thrown at the account from elsewhere.
 */
export async function signInWithPassword(
  request: Request,
  credentials: { email: string; password: string },
  options: { requireAdmin?: boolean } = {},
): Promise<PasswordAccepted> {
  const limits = options.requireAdmin ? ADMIN_LIMITS : USER_LIMITS;
  return withFailureLimits(limits, clientAddress(request), credentials.email.trim().toLowerCase(), () =>
    loginUser(credentials, request.headers.get("user-agent"), options),
  );
}
