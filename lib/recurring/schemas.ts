import { z } from "zod";
import { isCalendarDate } from "@/lib/invoices/invoice-fields";
import { createInvoiceSchema, type InvoiceData } from "@/lib/invoices/schemas";
import { plainErrors } from "@/lib/validation/plain-messages";
import { RECURRING_UNITS } from "./schedule-dates";

export const RECURRING_LIMITS = { maxEvery: 365, maxCount: 1000, maxDueDays: 365 } as const;

export const recurringMessages = {
  every: `Repeat every must be a whole number from 1 to ${RECURRING_LIMITS.maxEvery}`,
  unit: "Repeat unit must be day, week, month or year",
  dayOfMonth: 'Day of the month must be a whole number from 1 to 28, or "last"',
  dayOfMonthNotMonthly: "Day of the month applies to monthly schedules only",
  startDate: "Start date must be a date written as YYYY-MM-DD",
  endDate: "End date must be a date written as YYYY-MM-DD",
  endBeforeStart: "End date can't be before the start date",
  count: `Number of invoices must be a whole number from 1 to ${RECURRING_LIMITS.maxCount}`,
  endAndCount: "Choose an end date or a number of invoices, not both",
  dueDays: `Payment due must be a whole number of days from 0 to ${RECURRING_LIMITS.maxDueDays}`,
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

/**
 * When a recurring invoice is made (issue #28): `frequency: {every, unit}`, `startDate`, an optional
 * `endDate` or `count`, `dueDays` (30), `autoSend` (false) and, monthly, `dayOfMonth` 1–28 or "last".
 */
export const scheduleFieldsSchema = z
  .object({
    frequency: z.object(
      {
        every: wholeNumber(1, RECURRING_LIMITS.maxEvery, recurringMessages.every),
        unit: z.enum(RECURRING_UNITS, { error: recurringMessages.unit }),
      },
      { error: plainErrors("Frequency") },
    ),
    dayOfMonth: z
      .union([wholeNumber(1, 28, recurringMessages.dayOfMonth), z.literal("last")], { error: recurringMessages.dayOfMonth })
      .nullish()
      .transform((value) => value ?? null),
    startDate: day(recurringMessages.startDate),
    endDate: day(recurringMessages.endDate)
      .nullish()
      .or(z.literal("").transform(() => null))
      .transform((value) => value || null),
    count: wholeNumber(1, RECURRING_LIMITS.maxCount, recurringMessages.count)
      .nullish()
      .transform((value) => value ?? null),
    dueDays: wholeNumber(0, RECURRING_LIMITS.maxDueDays, recurringMessages.dueDays).default(30),
    autoSend: z.boolean({ error: plainErrors("Send automatically") }).default(false),
  })
  .superRefine((data, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (data.endDate !== null && data.count !== null) fail("count", recurringMessages.endAndCount);
    if (data.endDate !== null && data.endDate < data.startDate) fail("endDate", recurringMessages.endBeforeStart);
    if (data.dayOfMonth !== null && data.frequency.unit !== "month") fail("dayOfMonth", recurringMessages.dayOfMonthNotMonthly);
  });

export type ScheduleFields = z.output<typeof scheduleFieldsSchema>;

/** The invoice a schedule makes: POST /api/invoices's fields without the number and the dates, which each run sets. */
export type ScheduledInvoice = Omit<InvoiceData, "number" | "invoiceDate" | "dueDate">;

function buildScheduleSchema(taxLabel: string) {
  return z
    .intersection(scheduleFieldsSchema, createInvoiceSchema(taxLabel))
    .transform(
      ({
        frequency,
        dayOfMonth,
        startDate,
        endDate,
        count,
        dueDays,
        autoSend,
        number: _number,
        invoiceDate: _date,
        dueDate: _due,
        ...invoice
      }) => ({
        schedule: { frequency, dayOfMonth, startDate, endDate, count, dueDays, autoSend },
        invoice: invoice satisfies ScheduledInvoice,
      }),
    );
}

type ScheduleSchema = ReturnType<typeof buildScheduleSchema>;
const schemas = new Map<string, ScheduleSchema>();

/** The body of POST and PUT /api/recurring-invoices: the invoice's fields and the schedule's, checked together. */
export function recurringInvoiceSchema(taxLabel: string): ScheduleSchema {
  let schema = schemas.get(taxLabel);
  if (!schema) schemas.set(taxLabel, (schema = buildScheduleSchema(taxLabel)));
  return schema;
}

export type RecurringInvoiceInput = z.output<ScheduleSchema>;
export type RecurringInvoicePayload = z.input<typeof scheduleFieldsSchema> & Record<string, unknown>;
