import "server-only";
import { db } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import { selectionList } from "@/lib/db/sql/columns";
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

export type CheckOptions = {
  /** The user's own country and VAT number when the caller has them (saves reading the profile). */
  requester?: { country: string; vatNumber: string | null };
  /** The customer whose latest check this becomes: its pointer is set in the same statement. */
  customerId?: string;
  now?: Date;
};

/**
 * Asks VIES about a number on the user's behalf, with the user's own number as requester, and keeps
 * the answer as a VatCheck row (the evidence of Art. 18(1) of Implementing Regulation 282/2011 and
 * Art. 138(1)(b) of the directive), in one statement with the customer's pointer to it. Null when
 * the number is not one VIES covers or fails its offline check: there is nothing to ask.
 */
export async function checkVatNumber(
  userId: string,
  country: string,
  vatNumber: string | null,
  { requester: given, customerId, now = new Date() }: CheckOptions = {},
): Promise<VatCheckRecord | null> {
  const number = viesNumber(country, vatNumber);
  if (!number) return null;
  const requester = given ? viesNumber(given.country, given.vatNumber) : await requesterOf(userId);
  const answer = await askVies(number, requester);
  const columns = answerColumns(answer, 1, now);
  const verdict = answer.status === "unavailable" ? null : answer;
  const [check] = await db.$queryRaw<VatCheckRecord[]>`
    WITH created AS (
      INSERT INTO "VatCheck" (id, "userId", "countryCode", "vatNumber", "requesterCountryCode", "requesterNumber", status, name, address,
        "requestDate", "consultationNumber", "errorCode", attempts, "checkedAt", "retryAt", "createdAt")
      VALUES (${newId()}, ${userId}, ${number.countryCode}, ${number.vatNumber}, ${requester?.countryCode ?? null}, ${requester?.vatNumber ?? null},
        ${columns.status}::"VatCheckStatus", ${verdict?.name ?? null}, ${verdict?.address ?? null}, ${verdict?.requestDate ?? null},
        ${verdict?.consultationNumber ?? null}, ${columns.errorCode}, 1, ${now}, ${columns.retryAt}, ${now})
      RETURNING *
    ), pointed AS (
      UPDATE "Customer" SET "vatCheckId" = (SELECT id FROM created) WHERE id = ${customerId ?? null} AND "userId" = ${userId}
    )
    SELECT ${selectionList(vatCheckSelect, "created")} FROM created`;
  return check ?? null;
}
