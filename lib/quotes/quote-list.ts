import "server-only";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { pageQueryFields, toPageRequest } from "@/lib/http/paging";
import { QUOTE_STATUSES, quoteToday, type QuoteStatus } from "./quote-status";

/** The filters of `GET /api/quotes?status=`: every status, and `open` (draft or sent, not expired). */
export const QUOTE_STATUS_FILTERS = [...QUOTE_STATUSES, "open"] as const;
export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number];

export const QUOTE_STATUS_FILTER_MESSAGE = `status must be one of ${QUOTE_STATUS_FILTERS.join(", ")}`;

/** The query of GET /api/quotes: the page (lib/http/paging.ts, docs/decisions/0009) and the status filter. */
export const quoteListQuerySchema = z
  .object({
    ...pageQueryFields,
    status: z
      .enum(["", "all", ...QUOTE_STATUS_FILTERS], { error: QUOTE_STATUS_FILTER_MESSAGE })
      .optional()
      .transform((status): QuoteStatusFilter | null => (status === undefined || status === "" || status === "all" ? null : status)),
  })
  .transform(({ status, ...page }) => ({ page: toPageRequest(page), status }));

/**
 * quoteStatus (quote-status.ts) as an SQL condition on "Quote", so a row is listed under exactly
 * the status its JSON shows: a draft or sent quote past its last valid day is expired.
 */
export function quoteStatusCondition(status: QuoteStatusFilter, today = quoteToday()): Prisma.Sql {
  const unanswered = Prisma.sql`status IN ('draft', 'sent')`;
  const current = Prisma.sql`"validUntil" >= ${today}::date`;
  switch (status as QuoteStatus | "open") {
    case "open":
      return Prisma.sql`${unanswered} AND ${current}`;
    case "expired":
      return Prisma.sql`${unanswered} AND "validUntil" < ${today}::date`;
    case "draft":
      return Prisma.sql`status = 'draft' AND ${current}`;
    case "sent":
      return Prisma.sql`status = 'sent' AND ${current}`;
    case "accepted":
      return Prisma.sql`status = 'accepted'`;
    case "declined":
      return Prisma.sql`status = 'declined'`;
    case "invoiced":
      return Prisma.sql`status = 'invoiced'`;
  }
}
