import "server-only";
import { consumeLimit } from "@/lib/rate-limit/consume-limit";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { createVerificationToken, sendVerificationEmail } from "./email-verification";

/** Every resend is a mail from our domain to the account's address; three an hour is plenty for a person and little for a script. */
export const RESEND_VERIFICATION_LIMIT = {
  name: "verification-mail:user",
  limit: 3,
  windowSeconds: 60 * 60,
} as const satisfies RateLimitRule;

type Account = { id: string; email: string; username: string; emailVerified: boolean };

/**
 * Mails the signed-in user a fresh verification link (POST /api/user/resend-verification). An
 * address already verified gets no mail and no count. Earlier links stay valid until they expire:
 * whichever mail the user opens works. A refused mail is a 502 EmailDeliveryError (a plain message; the reason goes to the log).
 */
export async function resendVerification(account: Account, requestOrigin?: string): Promise<{ alreadyVerified: boolean; sentTo?: string }> {
  if (account.emailVerified) return { alreadyVerified: true };
  await consumeLimit(
    RESEND_VERIFICATION_LIMIT,
    account.id,
    "verification_mail_limit",
    (wait) => `You can request at most ${RESEND_VERIFICATION_LIMIT.limit} verification e-mails an hour. Please try again in ${wait}.`,
  );
  const token = await createVerificationToken(account.id);
  await sendVerificationEmail({ email: account.email, name: account.username }, token, requestOrigin);
  return { alreadyVerified: false, sentTo: account.email };
}
