import { z } from "zod";

/**
 * Payment reminders' stages (issue #16): the days after an invoice's due date at which its customer
 * is reminded. Pure: the settings API, the settings card and the reminder run share these rules.
 */
export const REMINDER_DAY_MIN = 1;
export const REMINDER_DAY_MAX = 365;
export const REMINDER_STAGES_MAX = 5;
/** The database default of User.reminderDays. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [3, 14];

export const REMINDER_MESSAGES = {
  enabled: "Payment reminders must be true or false",
  days: `Reminder days must be whole numbers from ${REMINDER_DAY_MIN} to ${REMINDER_DAY_MAX}`,
  count: `Reminder days must list 1 to ${REMINDER_STAGES_MAX} days`,
  distinct: "Reminder days must not repeat a day",
} as const;

/** On or off; an absent key leaves the stored setting alone. */
export const remindersEnabledSchema = z.boolean({ error: REMINDER_MESSAGES.enabled });

/**
 * 1 to 5 distinct whole numbers from 1 to 365, stored sorted, so the stages read in the order they
 * happen. Every check words its own message: none of zod's English reaches the user.
 */
export const reminderDaysSchema = z
  .array(
    z
      .number({ error: REMINDER_MESSAGES.days })
      .int(REMINDER_MESSAGES.days)
      .min(REMINDER_DAY_MIN, REMINDER_MESSAGES.days)
      .max(REMINDER_DAY_MAX, REMINDER_MESSAGES.days),
    { error: REMINDER_MESSAGES.days },
  )
  .min(1, REMINDER_MESSAGES.count)
  .max(REMINDER_STAGES_MAX, REMINDER_MESSAGES.count)
  .refine((days) => new Set(days).size === days.length, REMINDER_MESSAGES.distinct)
  .transform((days) => [...days].sort((a, b) => a - b));

/**
 * The days as a person types them ("3, 14", "3 14", "7;30"), for the schema to judge: a word that
 * is not a number stays NaN, so it is refused with the same message as 0 or 400.
 *
 * @example
 * parseReminderDaysText(" 14, 3 ") // [14, 3]
 * parseReminderDaysText("3, soon") // [3, NaN]
 * parseReminderDaysText("")        // []
 */
export function parseReminderDaysText(value: string): number[] {
  return value
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((word) => (/^\d+(\.\d+)?$/.test(word) ? Number(word) : Number.NaN));
}

/** [3, 14] → "3, 14": how the settings card shows the stored days. */
export function formatReminderDays(days: readonly number[]): string {
  return days.join(", ");
}

/**
 * The latest stage an invoice has reached `daysOverdue` days after its due date, or null before the
 * first. A run sends only this stage: an invoice found 20 days late with stages [3, 14] gets the
 * 14-day reminder, not the 3-day one first.
 *
 * @example
 * reminderStage([3, 14], 2)  // null
 * reminderStage([3, 14], 3)  // 3
 * reminderStage([3, 14], 20) // 14
 */
export function reminderStage(reminderDays: readonly number[], daysOverdue: number): number | null {
  let stage: number | null = null;
  for (const day of reminderDays) if (day <= daysOverdue && (stage === null || day > stage)) stage = day;
  return stage;
}

/** Whole days from one YYYY-MM-DD to another (UTC calendar days; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
