import "server-only";
import { db } from "@/lib/db";
import { askVies, type ViesAnswer } from "./vies-client";
import { viesNumber, type ViesNumber } from "./vies-number";
import { vatCheckSelect, type VatCheckRecord } from "./vat-check-record";
import { nextRetryAt } from "./retry-schedule";

/** The requester: the user's own VAT number, when VIES can use it (a valid EU or XI number). */
export async function requesterOf(userId: string): Promise<ViesNumber | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { country: true, vatNumber: true } });
  return user ? viesNumber(user.country, user.vatNumber) : null;
}

/** The columns an answer fills: a verdict ends the retries, "unavailable" schedules the next. */
export function answerColumns(answer: ViesAnswer, attempts: number, now: Date) {
  if (answer.status === "unavailable") {
    return { status: answer.status, errorCode: answer.errorCode, checkedAt: now, attempts, retryAt: nextRetryAt(attempts, now) };
  }
  const { status, name, address, requestDate, consultationNumber } = answer;
  return { status, name, address, requestDate, consultationNumber, errorCode: null, checkedAt: now, attempts, retryAt: null };
}

/**
 * Asks VIES about a number on the user's behalf, with the user's own number as requester, and keeps
 * the answer as a VatCheck row (the evidence of Art. 18(1) of Implementing Regulation 282/2011 and
 * Art. 138(1)(b) of the directive). Null when the number is not one VIES covers or fails its offline
 * check: there is nothing to ask.
 */
export async function checkVatNumber(
  userId: string,
  country: string,
  vatNumber: string | null,
  now = new Date(),
): Promise<VatCheckRecord | null> {
  const number = viesNumber(country, vatNumber);
  if (!number) return null;
  const requester = await requesterOf(userId);
  const answer = await askVies(number, requester);
  return db.vatCheck.create({
    data: {
      userId,
      countryCode: number.countryCode,
      vatNumber: number.vatNumber,
      requesterCountryCode: requester?.countryCode ?? null,
      requesterNumber: requester?.vatNumber ?? null,
      ...answerColumns(answer, 1, now),
      createdAt: now,
    },
    select: vatCheckSelect,
  });
}
