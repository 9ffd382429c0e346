/**
 * Payment references a bank understands (issue #27): the Swedish OCR number for suppliers paid to a
 * Bankgiro or Plusgiro, the ISO 11649 RF creditor reference for everyone else. Pure, so the PDF,
 * the public page, the QR code, the e-invoice and the statement matcher share one definition; the
 * database computes the same references with `invoice_payment_reference` (migration
 * `getting_paid_online`), and tests/integration/payment-reference-sql.test.ts holds the two equal.
 */

export type PaymentReferenceKind = "ocr" | "rf";

/** Bankgirot: an OCR reference is 2 to 25 digits, check digits included. */
export const OCR_MAX_LENGTH = 25;
/** ISO 11649: "RF", two check digits and at most 21 letters or digits. */
export const RF_BODY_MAX_LENGTH = 21;

/**
 * The Luhn ("10-modul") check digit of a string of digits: from the right, every other digit
 * doubled (starting with the rightmost), the digits of the products summed, and the digit that
 * tops the sum up to a multiple of ten.
 *
 * @example luhnCheckDigit("7992739871") // 3
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits ends in its own Luhn check digit (Bankgiro and Plusgiro numbers do). */
export function hasValidLuhn(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * An OCR reference with length digit and check digit, as Bankgirot specifies for "OCR-kontroll med
 * längd": the base, then the whole reference's length (both added digits counted; only the units
 * when ten or more), then the Luhn check digit over everything before it.
 *
 * @example ocrReference("1007") // "100768": six digits, so 6, then Luhn("10076") = 8
 */
export function ocrReference(base: string): string {
  if (!/^\d{1,23}$/.test(base)) throw new Error(`An OCR base is 1 to 23 digits, not "${base}"`);
  const withLength = `${base}${(base.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/** Whether digits form an OCR reference with a right length digit and check digit. */
export function isValidOcrReference(input: string): boolean {
  const digits = input.replace(/\s/g, "");
  if (!/^\d{3,25}$/.test(digits)) return false;
  return Number(digits.at(-2)) === digits.length % 10 && hasValidLuhn(digits);
}

/** ISO 7064 MOD 97-10 of letters and digits, letters counted as A=10 … Z=35, in chunks that stay exact. */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const value = Number.parseInt(character, 36);
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/**
 * The RF creditor reference (ISO 11649) of a body of letters and digits: "RF" and two check
 * digits such that the body followed by "RF" and the digits is 1 modulo 97.
 *
 * @example rfReference("539007547034") // "RF18539007547034"
 */
export function rfReference(body: string): string {
  const upper = body.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(upper)) throw new Error(`An RF body is 1 to 21 letters or digits, not "${body}"`);
  const check = 98 - mod97(`${upper}RF00`);
  return `RF${String(check).padStart(2, "0")}${upper}`;
}

/** Whether a text is an RF creditor reference with right check digits (spaces and case aside). */
export function isValidRfReference(input: string): boolean {
  const compact = compactReference(input);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** A reference as banks compare it: no spaces or hyphens, upper case. */
export function compactReference(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * The reference an invoice gets when it is issued: from its number, so a payment that names the
 * reference names the invoice. OCR takes the number's digits (the last 23 when there are more),
 * RF its letters and digits (the last 21); a number without a digit can't make an OCR reference
 * and gets an RF one.
 *
 * @example invoicePaymentReference("INV-1007", "ocr") // "100768"
 * @example invoicePaymentReference("INV-1007", "rf") // "RF38INV1007"
 */
export function invoicePaymentReference(invoiceNumber: string, kind: PaymentReferenceKind): string {
  const digits = invoiceNumber.replace(/\D/g, "");
  if (kind === "ocr" && digits) return ocrReference(digits.slice(-23));
  const body = invoiceNumber.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return rfReference((body || "0").slice(-RF_BODY_MAX_LENGTH));
}

/** OCR for a supplier paid to a Swedish Bankgiro or Plusgiro, RF otherwise. */
export function referenceKindFor(supplier: { bankgiro?: string | null; plusgiro?: string | null }): PaymentReferenceKind {
  return supplier.bankgiro?.trim() || supplier.plusgiro?.trim() ? "ocr" : "rf";
}

/** Which kind a stored reference is: RF references start with "RF", OCR ones are digits. */
export function kindOfReference(reference: string): PaymentReferenceKind {
  return compactReference(reference).startsWith("RF") ? "rf" : "ocr";
}

/**
 * A reference as it is printed: RF in groups of four ("RF18 5390 0754 7034", as ISO 11649 shows
 * it), OCR as one run of digits (what Swedish banking apps ask to be typed).
 */
export function formatPaymentReference(reference: string): string {
  const compact = compactReference(reference);
  if (kindOfReference(compact) === "ocr") return compact;
  return compact.replace(/(.{4})(?=.)/g, "$1 ");
}
