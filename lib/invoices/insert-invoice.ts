import { db } from "@/lib/db";
import { newId } from "@/lib/db/new-id";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";
import type { DraftInvoice } from "./draft-invoice";
import { FIRST_COUNTER_VALUE, INVOICE_NUMBER_PREFIX } from "./numbering";

export type InvoiceInsert = {
  draft: DraftInvoice;
  /** A number typed by hand (or reserved earlier); null takes the next one of the user's sequence. */
  requestedNumber: string | null;
  /** The client's Idempotency-Key, stored on the invoice; its unique index decides between racers. */
  idempotencyKey: string | null;
  /** Free plan: take one of the month's invoices first, or write nothing. */
  takesQuota: boolean;
  now: Date;
  /** The feed event's text after "Invoice <number>", e.g. " created for Acme (120.00 USD)". */
  activitySuffix: string;
  userEmail: string;
};

export type InsertedInvoice = { id: string; number: string; createdAt: Date };

/**
 * Writes an invoice in one SQL statement: the Free plan's quota, the number, the invoice, its
 * items and the feed event. One statement is atomic by itself, so nothing is half-written, and it
 * is one round trip instead of ten (a transaction through Prisma paid for each statement twice:
 * in the client's query engine and in a socket write; see docs/benchmarks.md).
 *
 * Concurrency: the quota and the counter are conditional upserts (`… ON CONFLICT DO UPDATE SET
 * used = used + 1 WHERE used < 3`), and PostgreSQL locks the row and re-checks the condition on its
 * latest version, so ten simultaneous requests take exactly the allowed invoices with gapless
 * numbers (measured: count-then-insert let ten of ten through a quota of three, even inside a
 * transaction).
 * Rows travel as JSON and `jsonb_populate_record` converts each field to its column's type
 * (enums, numeric, dates), so the SQL does not repeat the table's columns.
 *
 * Answers null when the quota refused (nothing was written). Throws Prisma's unique violation when
 * an invoice already holds the number or the idempotency key (the caller decides: replay, conflict,
 * or skip and run again); the quota and counter updates of the failed statement are undone with it.
 */
export async function insertInvoice(insert: InvoiceInsert): Promise<InsertedInvoice | null> {
  const { draft, requestedNumber, idempotencyKey, takesQuota, now, activitySuffix, userEmail } = insert;
  const { items, ...row } = draft;
  const id = newId();
  const createdAt = now.toISOString();
  const invoiceJson = JSON.stringify({ ...row, id, createdAt, idempotencyKey });
  const itemsJson = JSON.stringify(items.map((item) => ({ ...item, id: newId(), invoiceId: id })));
  const eventJson = JSON.stringify({ id: newId(), type: "invoice", userId: row.userId, userEmail, createdAt });

  const inserted = await db.$queryRaw<{ number: string }[]>`
    WITH quota AS (
      INSERT INTO "InvoiceQuota" ("userId", "month", "used")
      SELECT ${row.userId}, ${quotaMonth(now)}, 1 WHERE ${takesQuota}
      ON CONFLICT ("userId", "month") DO UPDATE SET "used" = "InvoiceQuota"."used" + 1
      WHERE "InvoiceQuota"."used" < ${FREE_INVOICES_PER_MONTH}
      RETURNING 1
    ), allowed AS (
      SELECT 1 AS ok WHERE NOT ${takesQuota} OR EXISTS (SELECT 1 FROM quota)
    ), counter AS (
      INSERT INTO "InvoiceCounter" ("userId", "lastNumber")
      SELECT ${row.userId}, ${FIRST_COUNTER_VALUE + 1} FROM allowed WHERE ${requestedNumber}::text IS NULL
      ON CONFLICT ("userId") DO UPDATE SET "lastNumber" = "InvoiceCounter"."lastNumber" + 1
      RETURNING "lastNumber"
    ), chosen AS (
      SELECT ${INVOICE_NUMBER_PREFIX}::text || "lastNumber" AS number FROM counter
      UNION ALL
      SELECT ${requestedNumber}::text FROM allowed WHERE ${requestedNumber}::text IS NOT NULL
    ), invoice AS (
      INSERT INTO "Invoice"
      SELECT record.* FROM chosen, jsonb_populate_record(NULL::"Invoice", ${invoiceJson}::jsonb || jsonb_build_object('number', chosen.number)) AS record
      RETURNING "number"
    ), lines AS (
      INSERT INTO "InvoiceItem"
      SELECT item.* FROM invoice, jsonb_populate_recordset(NULL::"InvoiceItem", ${itemsJson}::jsonb) AS item
    ), event AS (
      INSERT INTO "ActivityEvent"
      SELECT record.* FROM invoice,
        jsonb_populate_record(NULL::"ActivityEvent", ${eventJson}::jsonb || jsonb_build_object('description', 'Invoice ' || invoice.number || ${activitySuffix}::text)) AS record
    )
    SELECT "number" FROM invoice`;

  const [first] = inserted;
  return first ? { id, number: first.number, createdAt: new Date(createdAt) } : null;
}
