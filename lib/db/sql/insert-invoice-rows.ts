import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { columnList } from "./columns";
import { INVOICE_SERIES } from "@/lib/numbering/number-series";
import { claimNextNumberSql, numberSql } from "./number-counter";
import type { HistoryActor, HistoryDetail } from "@/lib/history/entry-types";
import {
  ACTIVITY_EVENT_COLUMNS,
  INVOICE_COLUMNS,
  INVOICE_ITEM_COLUMNS,
  type ActivityEventRow,
  type InvoiceItemRow,
  type InvoiceRow,
} from "./insert-plans";

// Built once: the column names never change while the process runs.
const INVOICE_INTO = columnList(INVOICE_COLUMNS);
const INVOICE_FROM = columnList(INVOICE_COLUMNS, "record");
const ITEM_INTO = columnList(INVOICE_ITEM_COLUMNS);
const ITEM_FROM = columnList(INVOICE_ITEM_COLUMNS, "item");
const EVENT_INTO = columnList(ACTIVITY_EVENT_COLUMNS);
const EVENT_FROM = columnList(ACTIVITY_EVENT_COLUMNS, "record");

/** The number the statement chose and the payment reference the database gave it (issue #27). */
export type InsertedNumber = { number: string; paymentReference: string | null };

export type InvoiceRows = {
  /** Every written column but the number, which the statement chooses. */
  invoice: Omit<InvoiceRow, "number">;
  items: InvoiceItemRow[];
  /** Every written column but the description: "Invoice <number>" followed by `descriptionSuffix`. */
  event: Omit<ActivityEventRow, "description">;
  descriptionSuffix: string;
  /** A number typed by hand (or reserved earlier); null takes the next one of the user's counter. */
  requestedNumber: string | null;
  /** Take one of the month's `limit` invoices first, or write nothing; null takes none. */
  quota: { month: string; limit: number } | null;
  /**
   * The invoice's `created` history entry (lib/history): its id, who created it and what it says
   * besides the number and the content hash, which the statement adds from the rows it wrote.
   */
  created: { id: string; actor: HistoryActor; detail: HistoryDetail };
};

/**
 * Writes an invoice in one SQL statement: the quota, the number, the invoice, its items, its
 * `created` history entry (with the content hash of the rows as written; the trigger chains it) and
 * the feed event. One statement is atomic by itself, so nothing is half-written, and it is one round
 * trip instead of ten (a transaction through Prisma paid for each statement twice: in the client's
 * query engine and in a socket write; see docs/benchmarks.md).
 *
 * Concurrency: the quota and the counter are conditional upserts (`… ON CONFLICT DO UPDATE SET
 * used = used + 1 WHERE used < 3`), and PostgreSQL locks the row and re-checks the condition on its
 * latest version, so ten simultaneous requests take exactly the allowed invoices with gapless
 * numbers (measured: count-then-insert let ten of ten through a quota of three, even inside a
 * transaction).
 *
 * Rows travel as JSON and `jsonb_populate_record` converts each field to its column's type (enums,
 * numeric, dates). Each INSERT names its columns (insert-plans.ts), so a column outside the list
 * gets its DEFAULT rather than the NULL of a missing JSON key, and the row types make sure every
 * listed one has a value.
 *
 * Answers the number and the payment reference the trigger gave it, or null when the quota refused (nothing was written). Throws Prisma's unique
 * violation when an invoice already holds the number or the idempotency key; the quota and counter
 * updates of the failed statement are undone with it.
 */
export async function insertInvoiceRows(rows: InvoiceRows): Promise<InsertedNumber | null> {
  const { invoice, items, event, descriptionSuffix, requestedNumber, quota, created } = rows;
  const { userId } = invoice;
  const takesQuota = quota !== null;

  const inserted = await db.$queryRaw<InsertedNumber[]>`
    WITH quota AS (
      INSERT INTO "InvoiceQuota" ("userId", "month", "used")
      SELECT ${userId}, ${quota?.month ?? null}::text, 1 WHERE ${takesQuota}
      ON CONFLICT ("userId", "month") DO UPDATE SET "used" = "InvoiceQuota"."used" + 1
      WHERE "InvoiceQuota"."used" < ${quota?.limit ?? 0}::int
      RETURNING 1
    ), allowed AS (
      SELECT 1 AS ok WHERE NOT ${takesQuota} OR EXISTS (SELECT 1 FROM quota)
    ), counter AS (
      ${claimNextNumberSql(INVOICE_SERIES, userId, Prisma.sql`FROM allowed WHERE ${requestedNumber}::text IS NULL`)}
    ), chosen AS (
      SELECT ${numberSql(INVOICE_SERIES, Prisma.sql`"lastNumber"`)} AS number FROM counter
      UNION ALL
      SELECT ${requestedNumber}::text FROM allowed WHERE ${requestedNumber}::text IS NOT NULL
    ), invoice AS (
      INSERT INTO "Invoice" (${INVOICE_INTO})
      SELECT ${INVOICE_FROM}
      FROM chosen, jsonb_populate_record(NULL::"Invoice", ${JSON.stringify(invoice)}::jsonb || jsonb_build_object('number', chosen.number)) AS record
      RETURNING *
    ), lines AS (
      INSERT INTO "InvoiceItem" (${ITEM_INTO})
      SELECT ${ITEM_FROM}
      FROM invoice, jsonb_populate_recordset(NULL::"InvoiceItem", ${JSON.stringify(items)}::jsonb) AS item
      RETURNING *
    ), history AS (
      INSERT INTO "HistoryEntry" ("id", "userId", "invoiceId", "type", "actor", "detail", "sequence", "at", "previousHash", "hash")
      SELECT ${created.id}, invoice."userId", invoice.id, 'created', ${created.actor}, ${JSON.stringify(created.detail)}::jsonb
        || jsonb_build_object('number', invoice.number, 'contentHash', "invoice_content_hash"(to_jsonb(invoice),
          (SELECT coalesce(jsonb_agg(to_jsonb(lines)), '[]'::jsonb) FROM lines))),
        0, now(), '', ''
      FROM invoice
    ), event AS (
      INSERT INTO "ActivityEvent" (${EVENT_INTO})
      SELECT ${EVENT_FROM}
      FROM invoice, jsonb_populate_record(NULL::"ActivityEvent",
        ${JSON.stringify(event)}::jsonb || jsonb_build_object('description', 'Invoice ' || invoice.number || ${descriptionSuffix}::text)) AS record
    )
    SELECT "number", "paymentReference" FROM invoice`;

  return inserted[0] ?? null;
}
