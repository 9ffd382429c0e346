import "server-only";
import type { Quote } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { QUOTE_SERIES } from "@/lib/numbering/number-series";
import { columnList, writtenColumns, type InsertPlan, type WrittenRow } from "./columns";
import { claimNextNumberSql, numberSql } from "./number-counter";

/** The columns a new quote writes; the answers of the customer, sending and the conversion come later. */
const quoteInsertPlan = {
  id: "written",
  userId: "written",
  customerId: "written",
  number: "written",
  status: "written",
  quoteDate: "written",
  validUntil: "written",
  createdAt: "written",
  updatedAt: "written",
  currency: "written",
  customerName: "written",
  customerEmail: "written",
  subtotal: "written",
  tax: "written",
  total: "written",
  input: "written",
  document: "written",
  publicToken: "written",
  sentAt: "default",
  sentTo: "default",
  acceptedAt: "default",
  acceptedName: "default",
  acceptedAddressHash: "default",
  declinedAt: "default",
  invoiceId: "default",
} as const satisfies InsertPlan<Quote>;

const COLUMNS = writtenColumns(quoteInsertPlan);
const INTO = columnList(COLUMNS);
const FROM = columnList(COLUMNS, "record");

/** A new quote's row as JSON carries it (decimals and days as strings), without the number the statement chooses. */
export type QuoteRow = { [Column in keyof Omit<WrittenRow<Quote, typeof quoteInsertPlan>, "number">]: unknown };

/**
 * Writes a quote under the next number of the user's quote series, in one statement (as an
 * invoice is, docs/decisions/0008): the counter upsert queues concurrent creates on the user's
 * counter row, and a statement that fails undoes its claim, so the series has no gaps. Answers the
 * number it chose.
 */
export async function insertQuoteRow(row: QuoteRow): Promise<string> {
  const userId = String(row.userId);
  const [inserted] = await db.$queryRaw<{ number: string }[]>`
    WITH counter AS (
      ${claimNextNumberSql(QUOTE_SERIES, userId)}
    ), quote AS (
      INSERT INTO "Quote" (${INTO})
      SELECT ${FROM}
      FROM counter, jsonb_populate_record(NULL::"Quote",
        ${JSON.stringify(row)}::jsonb || jsonb_build_object('number', ${numberSql(QUOTE_SERIES, Prisma.sql`counter."lastNumber"`)})) AS record
      RETURNING number
    )
    SELECT number FROM quote`;
  if (!inserted) throw new Error("The quote statement wrote no row");
  return inserted.number;
}
