/** The invoice languages (SPEC section 1: en and sv; settings also offer de). */
export const INVOICE_LANGUAGES = ["en", "sv", "de"] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

/** The currencies of the product (SPEC section 1). */
export const CURRENCIES = ["USD", "EUR", "GBP", "SEK"] as const;
export type Currency = (typeof CURRENCIES)[number];

const LOCALE_BY_LANGUAGE: Record<InvoiceLanguage, string> = {
  en: "en-US",
  sv: "sv-SE",
  de: "de-DE",
};

export function isInvoiceLanguage(value: string): value is InvoiceLanguage {
  return (INVOICE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The Intl locale that formats numbers for an invoice language; anything unknown falls back to
 * English so that a stray value never breaks a PDF.
 *
 * @example
 * localeForLanguage("sv") // "sv-SE"
 * localeForLanguage("xx") // "en-US"
 */
export function localeForLanguage(language: string): string {
  return isInvoiceLanguage(language) ? LOCALE_BY_LANGUAGE[language] : LOCALE_BY_LANGUAGE.en;
}
