import "server-only";
import { assertUnderRateLimit, countRateLimitEvent, type RateLimitRule } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db";
import { findPublicInvoice, markViewed, type PublicInvoice } from "./public-link";

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
 * A visit of the public link: the customer's first one marks the invoice viewed (and writes the
 * feed event). The owner checking their own link is no customer, so that visit counts for nothing.
 */
export async function recordPublicVisit({ invoice, userId }: PublicInvoice, viewerId: string | null): Promise<void> {
  if (viewerId === userId) return;
  await markViewed(invoice, userId);
}

/** The owner's plan now: their public PDF looks like their own download (template, watermark, logo). */
export async function publicInvoiceOwner(userId: string): Promise<{ id: string; isPro: boolean }> {
  const owner = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, isPro: true } });
  return owner;
}
