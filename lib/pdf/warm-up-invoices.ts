import "server-only";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { withUnits } from "@/lib/invoices/item-units";
import { calculateInvoiceTotals } from "@/lib/tax";
import { SAMPLE_INVOICE } from "./sample-invoice";

// The invoices the renderer warms up on (warm-pdf-renderer.ts in each thread, start-pdf-renderer.ts
// through the pool). No react-pdf here: the server's main thread builds them too.

/**
 * Renders before a thread counts as warm. Measured (one thread, after the fonts): the 1st render
 * of a new invoice cost 3× the steady state, the 10th 1.5×, the 20th 1× — V8 compiles the hot
 * paths of layout, shaping and pdfkit as they run (issue #30).
 */
export const WARM_UP_RENDERS = 16;

/**
 * What the warm-up varies, so that the first real PDF finds nothing new on its path: the language
 * (labels, Intl formatters built per locale), the currency, the paper (the supplier's country),
 * the SEPA payment QR code (a euro invoice with an IBAN), every template (Pro) and the Free
 * watermark, and a two-page invoice (the paginator, the repeated table header, page numbers).
 * Warmed on the US sample alone, a Swedish user's first A4 SEK invoice was still the thread's
 * first of its kind (issue #30).
 */
const LOCALES = [
  { language: "en", currency: "USD", country: "US", iban: null },
  { language: "en", currency: "SEK", country: "SE", iban: null },
  { language: "sv", currency: "SEK", country: "SE", iban: null },
  { language: "de", currency: "EUR", country: "DE", iban: "DE89370400440532013000" },
] as const;
const PRO_TEMPLATES = ["classic", "modern", "minimal", "corporate"] as const;

/**
 * Words the warm-up's texts are made of, a different choice for every invoice: a real invoice's
 * names, addresses and line descriptions are texts the shaping cache (shaping-cache.ts) has not
 * seen, so its first PDF shapes most of them with fontkit. Warmed on the sample's own texts, which
 * the cache then answered, fontkit's shaping was still being optimized by V8 during the first real
 * PDFs after a start (seen with --trace-opt: font.layout, glyphsForString …; issue #30).
 */
const WORDS = [
  "Consulting",
  "Design",
  "Workshop",
  "Hosting",
  "Support",
  "Licence",
  "Travel",
  "Research",
  "Translation",
  "Photography",
  "Development",
  "Audit",
  "Training",
  "Migration",
  "Review",
  "Strategy",
  "Editing",
  "Maintenance",
  "Analytics",
  "Illustration",
  "Recording",
  "Catering",
  "Installation",
  "Transport",
] as const;
const NAMES = ["Lindqvist", "Okafor", "Müller", "García", "Nakamura", "Kowalski", "Haddad", "Fontaine", "Andersson", "O'Brien", "Rossi"];

const word = (k: number) => WORDS[k % WORDS.length] as string;
const name = (k: number) => NAMES[k % NAMES.length] as string;

/** The /demo sample with another number, quantities and so amounts, and other names and lines: texts the shaping cache has not seen, as a real invoice's. */
export function warmUpInvoice(n: number): InvoiceJson {
  const locale = LOCALES[(n >> 1) % LOCALES.length] as (typeof LOCALES)[number];
  // Two of them (one Free, one Pro) have four times the lines: two pages.
  const lines = n === 5 || n === 10 ? [0, 1, 2, 3].flatMap(() => SAMPLE_INVOICE.items) : SAMPLE_INVOICE.items;
  const items = lines.map((item, index) => ({
    ...item,
    description: `${word(n * 5 + index)} ${word(n + index * 7).toLowerCase()}, ${2020 + ((n + index) % 7)}\n${word(n * 3 + index)} for ${name(n + index)} & ${name(n * 2 + index + 1)}, ref. ${n * 97 + index * 13}`,
    quantity: String(((n + index) % 9) + 1),
  }));
  const totals = calculateInvoiceTotals({ taxRate: SAMPLE_INVOICE.taxRate, items });
  return {
    ...SAMPLE_INVOICE,
    ...totals,
    items: withUnits(totals.items, []),
    balanceDue: totals.total,
    number: `WARM-${n + 1}`,
    language: locale.language,
    currency: locale.currency,
    supplierCountry: locale.country,
    supplier: { ...SAMPLE_INVOICE.supplier, name: `${name(n + 3)} ${word(n + 11)} AB`, country: locale.country, iban: locale.iban },
    customer: {
      ...SAMPLE_INVOICE.customer,
      name: `${name(n)} ${word(n * 7 + 2)} Ltd`,
      address: `${100 + n * 17} ${name(n + 5)} Street`,
      invoiceReference: `${name(n + 1)} ${name(n + 8)}`,
    },
    notes: `${word(n + 4)} and ${word(n + 9).toLowerCase()} as agreed on ${n + 1} March. ${SAMPLE_INVOICE.notes ?? ""}`,
    template: PRO_TEMPLATES[(n >> 1) % PRO_TEMPLATES.length] as (typeof PRO_TEMPLATES)[number],
  };
}
