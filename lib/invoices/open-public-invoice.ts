import "server-only";
import { assertUnderRateLimit, countRateLimitEvent, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { findPublicInvoice, markViewed, viewedToday, type PublicInvoice } from "./public-link";

/**
 * Wrong public-link tokens per client address: 30 in 15 minutes, then that address opens no
 * invoice (page or PDF) until the window ends. A token is 256 random bits, so guessing one is
 * hopeless anyway; the limit keeps a scanner from costing us a lookup per guess and makes it loud.
 * Only misses count: a customer reloading their invoice, or an accountant opening fifty real links,
 * is never refused.
 */
export const PUBLIC_LINK_MISSES = { name: "public-link-miss:addr", limit: 30, windowSeconds: 15 * 60 } as const satisfies RateLimitRule;

/**
 * The invoice a public link opens, or null for a token that opens none (of any shape: it is
 * counted as a miss, never explained). Throws 429 (AppError "rate_limited", with retryAfter)
 * before any lookup once the address has used up its misses, even for a right token: otherwise
 * the limit would not slow the guessing down at all.
 */
export async function openPublicInvoice(token: string, address: string): Promise<PublicInvoice | null> {
  await assertUnderRateLimit(PUBLIC_LINK_MISSES, address);
  const found = await findPublicInvoice(token);
  if (!found) await countRateLimitEvent(PUBLIC_LINK_MISSES, address);
  return found;
}

/**
 * A visit of the public link: the customer's first one of a UTC day writes a `viewed` history
 * entry, the first one ever also marks the invoice viewed (and writes the feed event). The owner
 * checking their own link is no customer, so that visit counts for nothing. The viewer's session is
 * read only when the day has no entry yet: later visits that day cost one indexed lookup.
 */
export async function recordPublicVisit(found: PublicInvoice, viewer: () => Promise<{ id: string } | null>): Promise<void> {
  if (await viewedToday(found.invoice.id)) return;
  if ((await viewer())?.id === found.owner.id) return;
  await markViewed(found);
}
