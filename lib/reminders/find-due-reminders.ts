import "server-only";
import { db } from "@/lib/db";
import { daysBetween, reminderStage } from "./reminder-days";

export type DueReminder = {
  invoiceId: string;
  userId: string;
  /** The latest stage reached: the one reminder this invoice is owed now. */
  stage: number;
  daysOverdue: number;
};

type Candidate = { invoiceId: string; userId: string; dueDate: string; reminderDays: number[]; lastStage: number | null };

/**
 * The invoices owed a reminder on `today` (UTC, YYYY-MM-DD): of accounts that turned reminders on,
 * are active and have confirmed their e-mail address (the same rule as sending an invoice: the
 * app is no relay for an unconfirmed sender), not void, with a balance left, at least the first
 * stage's days past their due date, with a customer address. SQL narrows the rows; the stage is
 * chosen here, by reminderStage, the one rule the tests pin down. Each gets the latest stage it has reached, and only when no reminder of
 * that stage or a later one was sent: one reminder per invoice and run, never an earlier stage
 * after a later one. The claim (reminder-claims.ts) checks the same again under a lock.
 */
export async function findDueReminders(today: string): Promise<DueReminder[]> {
  const candidates = await db.$queryRaw<Candidate[]>`
    SELECT i.id AS "invoiceId", i."userId", to_char(i."dueDate", 'YYYY-MM-DD') AS "dueDate", u."reminderDays",
      (SELECT max(r.days) FROM "InvoiceReminder" r WHERE r."invoiceId" = i.id) AS "lastStage"
    FROM "Invoice" i JOIN "User" u ON u.id = i."userId"
    WHERE u."remindersEnabled" AND u."isActive" AND u."emailVerifiedAt" IS NOT NULL
      AND i."deletedAt" IS NULL AND i."voidedAt" IS NULL AND i.total - i."amountCredited" > i."amountPaid" - i."amountRefunded"
      AND i."dueDate" + (SELECT min(d) FROM unnest(u."reminderDays") d) <= ${today}::date
      AND btrim(i."customerEmail") <> ''
      -- Done with every stage: most old unpaid invoices, left out here rather than read and dropped.
      AND NOT EXISTS (
        SELECT 1 FROM "InvoiceReminder" r
        WHERE r."invoiceId" = i.id AND r.days >= (SELECT max(d) FROM unnest(u."reminderDays") d)
      )
    ORDER BY i."dueDate", i.id`;
  return candidates.flatMap(({ invoiceId, userId, dueDate, reminderDays, lastStage }) => {
    const daysOverdue = daysBetween(dueDate, today);
    const stage = reminderStage(reminderDays, daysOverdue);
    if (stage === null || (lastStage !== null && lastStage >= stage)) return [];
    return [{ invoiceId, userId, stage, daysOverdue }];
  });
}
