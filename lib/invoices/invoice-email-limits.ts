import "server-only";
import { consumeLimit } from "@/lib/rate-limit/consume-limit";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";

/**
 * How many invoice e-mails a user may send (docs/email.md). The app sends from its own domain
 * with the user's text in the notes, so without limits an account is a relay for spam that
 * spoils the domain's reputation for everyone; Free accounts cost nothing to make, hence far less.
 * Fixed windows counted in the shared RateLimitBucket table, like the login limits.
 */
export const INVOICE_EMAIL_LIMITS = {
  perInvoice: { name: "invoice-email:invoice", limit: 3, windowSeconds: 60 * 60 },
  freePerDay: { name: "invoice-email:free", limit: 10, windowSeconds: 24 * 60 * 60 },
  proPerDay: { name: "invoice-email:pro", limit: 200, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one invoice e-mail against the invoice's hourly limit, then the user's daily one, and
 * throws 429 past either. Called only once a mail is really going to be attempted (verified
 * address, invoice found, customer address present). The per-invoice limit comes first: a
 * refusal there must not use up one of the day's mails (the reverse costs nothing that matters).
 */
export async function consumeInvoiceEmailAllowance(user: { id: string; isPro: boolean }, invoiceId: string): Promise<void> {
  const { perInvoice, freePerDay, proPerDay } = INVOICE_EMAIL_LIMITS;
  await consumeLimit(
    perInvoice,
    invoiceId,
    "invoice_email_limit",
    (wait) => `You can e-mail the same invoice at most ${perInvoice.limit} times an hour. Please try again in ${wait}.`,
  );
  if (user.isPro) {
    await consumeLimit(
      proPerDay,
      user.id,
      "invoice_email_limit",
      (wait) => `You have reached the limit of ${proPerDay.limit} invoice e-mails per day. Please try again in ${wait}.`,
    );
    return;
  }
  await consumeLimit(
    freePerDay,
    user.id,
    "invoice_email_limit",
    (wait) =>
      `You have reached the Free plan's limit of ${freePerDay.limit} invoice e-mails per day. Please try again in ${wait}, or upgrade to Pro to send up to ${proPerDay.limit} a day.`,
  );
}
