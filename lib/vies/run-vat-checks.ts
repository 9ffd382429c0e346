import "server-only";
import { db, type Tx } from "@/lib/db";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import type { VatCheck } from "@/lib/generated/prisma/client";
import { answerColumns } from "./check-vat-number";
import { askVies, viesApiBase } from "./vies-client";
import { vatCheckSelect, type VatCheckRecord } from "./vat-check-record";

/** Checks per run: at four a second a run stays well inside a serverless function's minute. */
const MAX_PER_RUN = 120;
const BATCH = 20;
/** A claimed check is someone's for this long; a run that dies leaves it to the next after that. */
const LEASE_MS = 5 * 60_000;

export type VatChecksRun = { checked: number; valid: number; invalid: number; unavailable: number; configured: boolean };

/**
 * The vat-checks job (POST /api/cron/vat-checks, npm run jobs:vat-checks): asks VIES again about
 * every check that got no verdict (VIES or a member state was unavailable) and is due. The answer
 * is written into the same row, so the customer and any invoice issued with it show the verdict
 * at once. Each row is claimed before it is asked (FOR UPDATE SKIP LOCKED, then a lease), so runs
 * on several instances never ask the same number twice at once. Without VIES_API_BASE it does
 * nothing and leaves the checks due for when it is set.
 */
export async function runVatChecks(now = new Date(), env: Record<string, string | undefined> = process.env): Promise<VatChecksRun> {
  const result: VatChecksRun = { checked: 0, valid: 0, invalid: 0, unavailable: 0, configured: viesApiBase(env) !== null };
  if (!result.configured) return result;
  while (result.checked < MAX_PER_RUN) {
    const claimed = await claimDueChecks(now, Math.min(BATCH, MAX_PER_RUN - result.checked));
    if (claimed.length === 0) break;
    for (const check of claimed) {
      const status = await recheck(check, env);
      result.checked += 1;
      result[status] += 1;
    }
  }
  return result;
}

async function claimDueChecks(now: Date, limit: number): Promise<VatCheck[]> {
  const leaseUntil = new Date(Date.now() + LEASE_MS);
  return db.$queryRaw<VatCheck[]>`
    UPDATE "VatCheck" SET "retryAt" = ${leaseUntil}
    WHERE id IN (
      SELECT id FROM "VatCheck" WHERE "retryAt" IS NOT NULL AND "retryAt" <= ${now}
      ORDER BY "retryAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
}

async function recheck(check: VatCheck, env: Record<string, string | undefined>): Promise<"valid" | "invalid" | "unavailable"> {
  const requester =
    check.requesterCountryCode && check.requesterNumber
      ? { countryCode: check.requesterCountryCode, vatNumber: check.requesterNumber }
      : null;
  const answer = await askVies({ countryCode: check.countryCode, vatNumber: check.vatNumber }, requester, env);
  await db.$transaction(async (tx) => {
    const stored = await tx.vatCheck.update({
      where: { id: check.id },
      data: answerColumns(answer, check.attempts + 1, new Date()),
      select: vatCheckSelect,
    });
    if (stored.status !== "unavailable") await recordVatProof(tx, check.userId, stored);
  });
  return answer.status;
}

/**
 * A verdict that came late (the invoice went out "not verified" while VIES was unavailable) is part
 * of each invoice issued on this check: a `vat_number_checked` entry on each, whose detail holds the
 * consultation number a tax office asks for (#29). The verdict at issue is in the `created` entry.
 */
async function recordVatProof(tx: Tx, userId: string, check: VatCheckRecord): Promise<void> {
  const invoices = await tx.invoice.findMany({ where: { vatCheckId: check.id, userId }, select: { id: true }, orderBy: { id: "asc" } });
  for (const invoice of invoices) {
    await recordHistoryEntry(tx, {
      userId,
      invoiceId: invoice.id,
      type: "vat_number_checked",
      actor: "system",
      detail: {
        vatNumber: `${check.countryCode}${check.vatNumber}`,
        status: check.status,
        consultationNumber: check.consultationNumber,
        requestDate: check.requestDate?.toISOString() ?? null,
      },
    });
  }
}
