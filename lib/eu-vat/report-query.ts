import { z } from "zod";
import { dateRangeMessage, isCalendarDate, isDateInRange } from "@/lib/invoices/invoice-fields";
import { readTaxPeriod, type TaxPeriod } from "./tax-period";

/**
 * The query strings of the tax reports and exports (issue #29), one zod schema each, for the route
 * wrapper's `schemas.query`: a bad value is a 400 whose message says what is expected.
 */
const format = z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json");

const year = z
  .string({ error: "year is required, e.g. year=2026" })
  .regex(/^\d{4}$/, "year must be a year such as 2026")
  .transform(Number)
  .refine((value) => value >= 2000 && value <= 2100, "year must be from 2000 to 2100");

const period = (label: string, example: string, months: boolean) =>
  z.string({ error: `${label} is required, e.g. ${label}=${example}` }).transform((value, ctx): TaxPeriod => {
    const parsed = readTaxPeriod(value, { months });
    if (parsed) return parsed;
    ctx.addIssue({ code: "custom", message: `${label} must be written ${months ? "YYYY-Qn or YYYY-MM" : "YYYY-Qn"}, e.g. ${example}` });
    return z.NEVER;
  });

const day = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .refine(isCalendarDate, `${label} must be a date written YYYY-MM-DD`)
    .refine(isDateInRange, dateRangeMessage(label));

export const ossQuerySchema = z.object({ year });
export const ossReturnQuerySchema = z.object({ quarter: period("quarter", "2026-Q3", false), format });
export const ecSalesListQuerySchema = z.object({ period: period("period", "2026-Q3", true), format });
const currency = (label: string) =>
  z.string({ error: `${label} is required, e.g. ${label}=EUR` }).regex(/^[A-Z]{3}$/, `${label} must be a currency code such as EUR`);
export const exchangeRateQuerySchema = z.object({ from: currency("from"), to: currency("to"), date: day("date") });
export const yearExportQuerySchema = z.object({ year });
export const rangeExportQuerySchema = z
  .object({ from: day("from"), to: day("to") })
  .refine(({ from, to }) => from <= to, "from must be a date on or before to")
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 86_400_000 * 2, "An export covers at most two years");
