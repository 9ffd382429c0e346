import { CURRENCIES } from "@/lib/money";

/** The currency and language dropdowns' options, the same on every document form. */
export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
export const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "sv", label: "Swedish" },
  { value: "de", label: "German" },
];
