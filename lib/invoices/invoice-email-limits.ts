import "server-only";
import { consumeLimit } from "@/lib/rate-limit/consume-limit";
import type { RateLimitRule } from "@/lib/rate-limit/rate-limit";

/**
 * How many document e-mails a user may send (docs/email.md). The app sends from its own domain
 * with the user's text in the notes, so without limits an account is a relay for spam that
 * spoils the domain's reputation for everyone; Free accounts cost nothing to make, hence far less.
 * Fixed windows counted in the shared RateLimitBucket table, like the login limits.
 *
 * The limits are per kind of document, each with its own counters (issue #28): a freelancer who
 * sends a round of quotes still has the day's invoice mails, and the other way round. Credit notes
 * correct invoices and count with them.
 */
export const DOCUMENT_EMAIL_LIMITS = {
  invoice: {
    perDocument: { name: "invoice-email:invoice", limit: 3, windowSeconds: 60 * 60 },
    freePerDay: { name: "invoice-email:free", limit: 10, windowSeconds: 24 * 60 * 60 },
    proPerDay: { name: "invoice-email:pro", limit: 200, windowSeconds: 24 * 60 * 60 },
  },
  quote: {
    perDocument: { name: "quote-email:quote", limit: 3, windowSeconds: 60 * 60 },
    freePerDay: { name: "quote-email:free", limit: 10, windowSeconds: 24 * 60 * 60 },
    proPerDay: { name: "quote-email:pro", limit: 200, windowSeconds: 24 * 60 * 60 },
  },
} as const satisfies Record<string, Record<"perDocument" | "freePerDay" | "proPerDay", RateLimitRule>>;

export type EmailedDocumentKind = keyof typeof DOCUMENT_EMAIL_LIMITS;

export const INVOICE_EMAIL_LIMITS = DOCUMENT_EMAIL_LIMITS.invoice;

const CODES = { invoice: "invoice_email_limit", quote: "quote_email_limit" } as const;

/**
 * Counts one e-mail of a document of this kind against the document's hourly limit, then the
 * user's daily one for the kind, and throws 429 past either. Called only once a mail is really
 * going to be attempted (verified address, document found, customer address present). The
 * per-document limit comes first: a refusal there must not use up one of the day's mails.
 */
export async function consumeDocumentEmailAllowance(
  kind: EmailedDocumentKind,
  user: { id: string; isPro: boolean },
  documentId: string,
): Promise<void> {
  const { perDocument, freePerDay, proPerDay } = DOCUMENT_EMAIL_LIMITS[kind];
  const code = CODES[kind];
  await consumeLimit(
    perDocument,
    documentId,
    code,
    (wait) => `You can e-mail the same ${kind} at most ${perDocument.limit} times an hour. Please try again in ${wait}.`,
  );
  if (user.isPro) {
    await consumeLimit(
      proPerDay,
      user.id,
      code,
      (wait) => `You have reached the limit of ${proPerDay.limit} ${kind} e-mails per day. Please try again in ${wait}.`,
    );
    return;
  }
  await consumeLimit(
    freePerDay,
    user.id,
    code,
    (wait) =>
      `You have reached the Free plan's limit of ${freePerDay.limit} ${kind} e-mails per day. Please try again in ${wait}, or upgrade to Pro to send up to ${proPerDay.limit} a day.`,
  );
}

/** An invoice's (or a credit note's) e-mail. */
export const consumeInvoiceEmailAllowance = (user: { id: string; isPro: boolean }, invoiceId: string) =>
  consumeDocumentEmailAllowance("invoice", user, invoiceId);
