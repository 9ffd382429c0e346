import "server-only";
import { createHash } from "node:crypto";
import { recordActivity } from "@/lib/activity/record-activity";
import { db } from "@/lib/db";
import { appBaseUrl, EmailDeliveryError, sendEmail } from "@/lib/email";
import { buildQuoteAnswerMail } from "@/lib/email/quote-mail";
import { AppError } from "@/lib/errors";
import { PUBLIC_LINK_MISSES } from "@/lib/invoices/open-public-invoice";
import { isPublicTokenShape } from "@/lib/invoices/public-token";
import { formatMoney } from "@/lib/money";
import { assertUnderRateLimit, countRateLimitEvent } from "@/lib/rate-limit/rate-limit";
import { quoteInclude, toQuoteJson, type QuoteJson, type QuoteRecord } from "./quote-json";
import { isOpenQuote, quoteToday } from "./quote-status";

export type PublicQuoteOwner = { id: string; email: string; isPro: boolean };
export type PublicQuote = { quote: QuoteJson; owner: PublicQuoteOwner; record: QuoteRecord };

export const MAX_ACCEPTED_NAME = 200;
export const NAME_REQUIRED_MESSAGE = "Please type your name to accept the quote";
export const NAME_TOO_LONG_MESSAGE = `Your name must be at most ${MAX_ACCEPTED_NAME} characters`;
export const NOT_OPEN_MESSAGE = (number: string, status: string) => `Quote ${number} is ${status} and can't be answered any more.`;

/**
 * The quote a public link opens with its owner, or null. Rate-limited as /i/{token} is
 * (lib/invoices/open-public-invoice.ts, the same bucket of misses per address): a wrong token of
 * any shape counts as a miss, and past the limit the address opens nothing (429) for a while.
 */
export async function openPublicQuote(token: string, address: string): Promise<PublicQuote | null> {
  await assertUnderRateLimit(PUBLIC_LINK_MISSES, address);
  const found = isPublicTokenShape(token)
    ? await db.quote.findUnique({
        where: { publicToken: token },
        include: { ...quoteInclude, user: { select: { id: true, email: true, isPro: true } } },
      })
    : null;
  if (!found) {
    await countRateLimitEvent(PUBLIC_LINK_MISSES, address);
    return null;
  }
  const { user, ...record } = found;
  return { quote: toQuoteJson(record), owner: user, record };
}

/** The customer's answer on the public page: accept with their name, or decline. */
export type QuoteAnswer = { answer: "accepted"; name: string } | { answer: "declined" };

/**
 * The customer accepts or declines a quote through its public link. Acceptance records the name
 * they typed, the time and a SHA-256 hash of the address it came from (evidence of who agreed,
 * without keeping the address itself). Only an open quote can be answered: not expired (its last
 * valid day has not passed, UTC), not answered already, not invoiced; otherwise 409. The update is
 * conditional on exactly that, so two answers at once leave one. The freelancer gets an e-mail.
 */
export async function answerQuote(token: string, address: string, answer: QuoteAnswer, now = new Date()): Promise<QuoteJson> {
  const found = await openPublicQuote(token, address);
  if (!found) throw new AppError("not_found", "Not found");
  const { quote, owner } = found;
  if (!isOpenQuote(quote.status)) throw new AppError("conflict", NOT_OPEN_MESSAGE(quote.number, quote.status), { code: "quote_not_open" });
  const data =
    answer.answer === "accepted"
      ? { status: "accepted" as const, acceptedAt: now, acceptedName: checkedName(answer.name), acceptedAddressHash: addressHash(address) }
      : { status: "declined" as const, declinedAt: now };

  const answered = await db.$transaction(async (tx) => {
    const { count } = await tx.quote.updateMany({
      where: { id: quote.id, status: { in: ["draft", "sent"] }, validUntil: { gte: new Date(`${quoteToday(now)}T00:00:00Z`) } },
      data,
    });
    if (count === 0) return false;
    await recordActivity(tx, {
      type: "invoice",
      description: `Quote ${quote.number} ${answer.answer} by ${quote.customer.name}`,
      userId: owner.id,
      userEmail: owner.email,
    });
    return true;
  });
  if (!answered) throw new AppError("conflict", NOT_OPEN_MESSAGE(quote.number, "no longer open"), { code: "quote_not_open" });

  await tellOwner(owner, quote, answer);
  const fresh = await db.quote.findUniqueOrThrow({ where: { id: quote.id }, include: quoteInclude });
  return toQuoteJson(fresh, quoteToday(now));
}

function checkedName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (!trimmed) throw new AppError("validation", NAME_REQUIRED_MESSAGE, { fields: ["name"] });
  if (trimmed.length > MAX_ACCEPTED_NAME) throw new AppError("validation", NAME_TOO_LONG_MESSAGE, { fields: ["name"] });
  return trimmed;
}

/** SHA-256 of the client's address, hex: enough to match it against a later dispute, not to read it back at a glance. */
export function addressHash(address: string): string {
  return createHash("sha256").update(`quote-acceptance:${address}`, "utf8").digest("hex");
}

/** The freelancer's mail about the answer; a mail the transport refused is logged, the answer stands. */
async function tellOwner(owner: PublicQuoteOwner, quote: QuoteJson, answer: QuoteAnswer): Promise<void> {
  const mail = buildQuoteAnswerMail({
    number: quote.number,
    customer: quote.customer.name,
    total: formatMoney(quote.total, quote.currency, "en"),
    answer: answer.answer,
    acceptedName: answer.answer === "accepted" ? checkedName(answer.name) : null,
    quotesUrl: `${appBaseUrl(undefined)}/quotes`,
  });
  await sendEmail({ to: owner.email, ...mail }).catch((error: unknown) => {
    if (!(error instanceof EmailDeliveryError)) throw error;
    console.warn(`[email] quote ${quote.id} answer not told to its owner (${error.transport}): ${error.reason}`);
  });
}
