import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { formatMoney, formatMoneyWhole } from "@/lib/money/format-money";

/**
 * The app's own UI language. The invoice's `language` is for its PDF; the screens stay English,
 * so amounts read "$1,234.50" here even on a Swedish invoice.
 */
export const UI_LANGUAGE = "en";
const UI_LOCALE = "en-US";

const LANGUAGE_NAMES: Record<string, string> = { en: "English", sv: "Swedish", de: "German" };

const calendarDay = new Intl.DateTimeFormat(UI_LOCALE, { dateStyle: "medium", timeZone: "UTC" });
const localMoment = new Intl.DateTimeFormat(UI_LOCALE, { dateStyle: "medium", timeStyle: "short" });

/**
 * Invoice and due dates are calendar days ("2026-11-22"), not moments: read and printed in UTC
 * so that a visitor west of Greenwich does not see the day before.
 *
 * @example formatInvoiceDate("2026-11-22") // "Nov 22, 2026"
 */
export function formatInvoiceDate(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00Z`));
}

/** sentAt, with the time of day: "Nov 22, 2026, 3:04 PM". */
export function formatSentMoment(iso: string): string {
  return localMoment.format(new Date(iso));
}

/** Full currency format of the lists and details: "$1,234.50", "1,234.50 kr". */
export function formatInvoiceAmount(value: string, currency: string): string {
  return formatMoney(value, currency, UI_LANGUAGE);
}

/** The dashboard's view format, in whole units: "$1,235". */
export function formatInvoiceAmountWhole(value: string, currency: string): string {
  return formatMoneyWhole(value, currency, UI_LANGUAGE);
}

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** "Friedrichstraße 123, 10117 Berlin": the parts the customer has, in postal order. */
export function customerAddressLine({ address, postalCode, city }: InvoiceJson["customer"]): string {
  const place = [postalCode, city].filter(Boolean).join(" ");
  return [address, place].filter(Boolean).join(", ");
}
