import { hasValidLuhn } from "@/lib/payments/payment-reference";

/**
 * Swedish giro numbers (issue #27): a supplier with one gets OCR references on its invoices.
 * Bankgiro numbers are 7 or 8 digits, Plusgiro numbers 2 to 8; both end in a Luhn check digit.
 * People write them with a hyphen and spaces; they are stored as Bankgirot and Plusgirot print them.
 */
export const GIRO_MESSAGES = {
  bankgiroFormat: "Please enter a valid Bankgiro number: 7 or 8 digits, e.g. 5050-1055",
  bankgiroChecksum: "The Bankgiro number's check digit doesn't match: please check it for typos",
  plusgiroFormat: "Please enter a valid Plusgiro number: 2 to 8 digits, e.g. 28 65 43-4",
  plusgiroChecksum: "The Plusgiro number's check digit doesn't match: please check it for typos",
} as const;

export type GiroValidation = { value: string } | { message: string };

const digitsOf = (input: string): string | null => {
  const compact = input.replace(/[\s-]/g, "");
  return /^\d+$/.test(compact) ? compact : null;
};

/**
 * @example validateBankgiro("50501055") // { value: "5050-1055" }
 * @example validateBankgiro("991-2346") // { value: "991-2346" }
 */
export function validateBankgiro(input: string): GiroValidation {
  const digits = digitsOf(input);
  if (!digits || digits.length < 7 || digits.length > 8) return { message: GIRO_MESSAGES.bankgiroFormat };
  if (!hasValidLuhn(digits)) return { message: GIRO_MESSAGES.bankgiroChecksum };
  return { value: `${digits.slice(0, -4)}-${digits.slice(-4)}` };
}

/**
 * Plusgirot prints the digits in pairs from the right and the check digit after a hyphen.
 *
 * @example validatePlusgiro("2865434") // { value: "28 65 43-4" }
 */
export function validatePlusgiro(input: string): GiroValidation {
  const digits = digitsOf(input);
  if (!digits || digits.length < 2 || digits.length > 8) return { message: GIRO_MESSAGES.plusgiroFormat };
  if (!hasValidLuhn(digits)) return { message: GIRO_MESSAGES.plusgiroChecksum };
  const body = digits.slice(0, -1);
  const pairs = body.replace(/(\d)(?=(\d{2})+$)/g, "$1 ");
  return { value: `${pairs}-${digits.at(-1)}` };
}
