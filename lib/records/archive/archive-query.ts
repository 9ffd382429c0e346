import { z } from "zod";
import { isCalendarDate } from "@/lib/invoices/invoice-fields";

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date written YYYY-MM-DD` })
    .trim()
    .refine((value) => value === "" || isCalendarDate(value), `${label} must be a date written YYYY-MM-DD, e.g. 2026-01-31`)
    .transform((value) => value || null)
    .optional()
    .transform((value) => value ?? null);

/**
 * GET /api/exports/archive's query: `from` and `to` bound the invoice date, both days included;
 * either may be left out (everything from the first, or up to the last, invoice).
 */
export const archiveQuerySchema = z
  .object({ from: day("from"), to: day("to") })
  .refine(({ from, to }) => from === null || to === null || from <= to, "from must be a date on or before to");

export type ArchiveRange = z.output<typeof archiveQuerySchema>;
