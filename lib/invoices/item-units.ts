import { localeForLanguage } from "@/lib/money";

/**
 * What a line's quantity counts (issue #28): "7.5 hours" of work, "3 days", "1,200 words". The
 * values are the ItemUnit enum's (prisma/schema.prisma); "none" is no unit at all (null stored).
 * Pure, so the form, the PDF and the e-invoice read the same table.
 */
export const ITEM_UNITS = ["hour", "day", "week", "month", "piece", "km", "word", "page"] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

export function isItemUnit(value: unknown): value is ItemUnit {
  return typeof value === "string" && (ITEM_UNITS as readonly string[]).includes(value);
}

/** The names the form's picker shows (the app's screens are in English). */
export const ITEM_UNIT_NAMES: Record<ItemUnit, string> = {
  hour: "Hours",
  day: "Days",
  week: "Weeks",
  month: "Months",
  piece: "Pieces",
  km: "Kilometres",
  word: "Words",
  page: "Pages",
};

/**
 * UN/ECE Recommendation 20 codes for BT-130 (EN 16931's unit of measure). C62 ("one") stands for a
 * plain count: pieces, words, pages and lines without a unit, as the issue asks.
 */
export const UNECE_UNIT_CODES: Record<ItemUnit, string> = {
  hour: "HUR",
  day: "DAY",
  week: "WEE",
  month: "MON",
  piece: "C62",
  km: "KMT",
  word: "C62",
  page: "C62",
};

export const unitCodeOf = (unit: ItemUnit | null): string => (unit === null ? "C62" : UNECE_UNIT_CODES[unit]);

type UnitWords = { one: string; other: string };
const same = (word: string): UnitWords => ({ one: word, other: word });

/** How a PDF prints the unit after the quantity, per invoice language: "7.5 h", "7,5 Std.", "2 dagar". */
const UNIT_WORDS: Record<"en" | "sv" | "de", Record<ItemUnit, UnitWords>> = {
  en: {
    hour: same("h"),
    day: { one: "day", other: "days" },
    week: { one: "week", other: "weeks" },
    month: { one: "month", other: "months" },
    piece: { one: "pc", other: "pcs" },
    km: same("km"),
    word: { one: "word", other: "words" },
    page: { one: "page", other: "pages" },
  },
  sv: {
    hour: same("h"),
    day: { one: "dag", other: "dagar" },
    week: { one: "vecka", other: "veckor" },
    month: { one: "månad", other: "månader" },
    piece: same("st"),
    km: same("km"),
    word: same("ord"),
    page: { one: "sida", other: "sidor" },
  },
  de: {
    hour: same("Std."),
    day: { one: "Tag", other: "Tage" },
    week: { one: "Woche", other: "Wochen" },
    month: { one: "Monat", other: "Monate" },
    piece: same("Stk."),
    km: same("km"),
    word: { one: "Wort", other: "Wörter" },
    page: { one: "Seite", other: "Seiten" },
  },
};

// Built once per locale: Intl objects resolve locale data on construction.
const quantityFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string, build: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) cache.set(locale, (value = build()));
  return value;
}

/**
 * A quantity with its unit in the invoice's language: up to three decimals, the language's decimal
 * sign and grouping, the unit's short word in the right number.
 *
 * @example
 * formatQuantityWithUnit(7.5, "hour", "en")  // "7.5 h"
 * formatQuantityWithUnit(7.5, "hour", "de")  // "7,5 Std."
 * formatQuantityWithUnit(1, "day", "sv")     // "1 dag"
 * formatQuantityWithUnit(1200, null, "en")   // "1,200"
 */
export function formatQuantityWithUnit(quantity: number, unit: ItemUnit | null, language: string): string {
  const locale = localeForLanguage(language);
  const number = cached(quantityFormats, locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(quantity);
  if (unit === null) return number;
  const words = UNIT_WORDS[language === "sv" || language === "de" ? language : "en"][unit];
  const form = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(quantity) === "one" ? words.one : words.other;
  return `${number} ${form}`;
}

/**
 * The computed lines (lib/tax keeps their order and needs no unit) with the units of the lines they
 * were computed from.
 *
 * @example
 * withUnits(calculateInvoiceTotals({ items, taxRate }).items, items) // [{ …, quantity: 7.5, unit: "hour" }]
 */
export function withUnits<Line>(
  lines: readonly Line[],
  sources: readonly { unit?: ItemUnit | null }[],
): (Line & { unit: ItemUnit | null })[] {
  return lines.map((line, index) => ({ ...line, unit: sources[index]?.unit ?? null }));
}
