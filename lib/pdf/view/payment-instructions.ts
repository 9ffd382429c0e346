import { PAYMENT_DETAIL_LABELS } from "@/lib/invoices/payment-details";
import type { LabelledValue } from "./labelled-values";

/**
 * The payment instructions without the lines that only restate a payment detail printed with them.
 *
 * The create-invoice form fills the instructions with the profile's bank details, one per line
 * ("Bank: Nordea", "IBAN: SE45 …", paymentInstructionsFrom), and the PDF prints the same details
 * from the invoice's supplier copy as labelled rows: every IBAN came out twice. The rows hold them
 * (labels in the invoice's language, aligned, and the one list the invoice mail prints too); the
 * instructions keep what only they say — terms, references, anything written around the details.
 *
 * A line goes when it is a printed row's value, alone, after a detail's name in any invoice
 * language ("IBAN", "Kontonummer"), or after any short label ending in a colon or dash ("Pay to:"),
 * compared without spaces or case ("se4550000…" is "SE45 5000 …"). A sentence that mentions a
 * detail stays whole: it says more than the detail.
 *
 * @example
 * withoutRestatedDetails("Bank: Nordea\nIBAN: SE45 5000\nNet 30 days", [{ label: "Bank", value: "Nordea" }, { label: "IBAN", value: "SE455000" }])
 * // "Net 30 days"
 */
export function withoutRestatedDetails(instructions: string, rows: readonly LabelledValue[]): string {
  const values = rows.map((row) => comparable(row.value)).filter(Boolean);
  const kept = instructions.split(/\r?\n/).filter((line) => !restates(comparable(line), values));
  return kept.join("\n").trim();
}

/** The payment details' names in every invoice language, as compared. */
const DETAIL_NAMES = new Set(Object.values(PAYMENT_DETAIL_LABELS).flatMap((labels) => Object.values(labels).map(comparable)));

/** Any other label: letters and the punctuation of "SWIFT/BIC:", "Account no.:", "IBAN (EUR) –", then a colon or dash; no digits. */
const LABEL = /^[\p{L}/.()#&'’]*[:–—-]$/u;
const LABEL_MAX = 40;

function restates(line: string, values: readonly string[]): boolean {
  return values.some((value) => {
    if (!line.endsWith(value)) return false;
    const label = line.slice(0, line.length - value.length);
    return label === "" || DETAIL_NAMES.has(label) || (label.length <= LABEL_MAX && LABEL.test(label));
  });
}

function comparable(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}
