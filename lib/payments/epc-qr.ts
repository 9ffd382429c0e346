import { isSEPACountry } from "ibantools";
import QRCode from "qrcode";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { Decimal } from "@/lib/money/decimal";
import { isValidIban, normalizeIban } from "@/lib/profile/iban";
import { isValidSwiftCode, normalizeSwiftCode } from "@/lib/profile/swift-code";
import { compactReference } from "./payment-reference";

/**
 * The SEPA payment QR code ("GiroCode", EPC069-12, version 002): a banking app scans it and fills
 * in a SEPA credit transfer (beneficiary, IBAN, amount, remittance text) so the customer only
 * confirms. Printed on the invoice PDF and the public invoice page beside the payment details.
 */

export type EpcQrSource = Pick<InvoiceJson, "currency" | "balanceDue" | "status" | "number"> & {
  /** Older callers and invoices without one fall back to the number as free text. */
  paymentReference?: string | null;
  supplier: Pick<InvoiceJson["supplier"], "name" | "iban" | "swiftCode">;
};

/** EPC069-12 limits: the beneficiary's name, the unstructured remittance text, the amount. */
export const EPC_NAME_MAX = 70;
export const EPC_REMITTANCE_MAX = 140;
const EPC_AMOUNT_MAX = new Decimal("999999999.99");

/**
 * Whether an invoice gets a payment QR code: a euro invoice with something left to pay (not paid,
 * not void) to a valid IBAN of a SEPA country. A code for anything else would fill in a transfer
 * the bank refuses (another currency, a non-SEPA account) or one nobody owes.
 */
export function isEpcEligible(invoice: EpcQrSource): boolean {
  if (invoice.currency !== "EUR") return false;
  if (invoice.status === "void" || invoice.status === "paid") return false;
  const balance = new Decimal(invoice.balanceDue);
  if (balance.lte(0) || balance.gt(EPC_AMOUNT_MAX)) return false;
  const iban = invoice.supplier.iban;
  if (!iban || !isValidIban(iban)) return false;
  return isSEPACountry(normalizeIban(iban).slice(0, 2));
}

/**
 * The QR code's text, or null when the invoice is not eligible (isEpcEligible). Eleven lines
 * joined by "\n", no trailing newline: service tag, version, character set (1 = UTF-8),
 * identification, BIC (empty when unknown: version 002 makes it optional inside the EEA), the
 * beneficiary's name, the IBAN, the amount (the balance due, not the total: a partly paid invoice
 * asks for what is left), an empty purpose, then the remittance: the invoice's payment reference
 * (issue #27) in the structured field as the last line (EPC allows a reference or a text), or, for an invoice
 * without a reference, the invoice number as the text. Either is what the supplier matches by.
 *
 * @example
 * epcPayload(invoice)
 * // "BCD\n002\n1\nSCT\nCOBADEFFXXX\nMüller GmbH\nDE89370400440532013000\nEUR199.90\n\nRF06INV1001"
 */
export function epcPayload(invoice: EpcQrSource): string | null {
  if (!isEpcEligible(invoice)) return null;
  const { supplier } = invoice;
  const bic = supplier.swiftCode ? normalizeSwiftCode(supplier.swiftCode) : "";
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    isValidSwiftCode(bic) ? bic : "",
    epcText(supplier.name, EPC_NAME_MAX),
    normalizeIban(supplier.iban as string),
    `EUR${new Decimal(invoice.balanceDue).toFixed(2)}`,
    "",
    ...remittanceLines(invoice),
  ].join("\n");
}

/**
 * One field on one line, at most `max` characters: line breaks and runs of spaces become one
 * space (a newline would start the next field), and a long name is cut, never a character in half.
 */
function epcText(text: string, max: number): string {
  const flat = text.normalize("NFC").replace(/\s+/g, " ").trim();
  return Array.from(flat).slice(0, max).join("").trim();
}

/** The light margin around a QR code that scanners need, in modules (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;

/** A QR code drawn as one SVG path in a square of `size` modules, the quiet zone included. */
export interface QrDrawing {
  size: number;
  /** One square sub-path per dark module ("M4 4h1v1h-1z…"), in module units. */
  path: string;
}

/**
 * A text as a QR code (error correction M, as EPC069-12 requires), ready for an SVG on the page
 * and react-pdf's <Svg> alike: a viewBox of `0 0 size size` and one path filled dark. Runs of dark
 * modules in a row become one rectangle, which keeps the path short.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size + 2 * QR_QUIET_ZONE, path: parts.join("") };
}

/** EPC069-12's structured remittance holds at most 35 characters: every reference we issue fits (RF 25, OCR 25). */
const EPC_STRUCTURED_MAX = 35;

/**
 * The structured reference or, after an empty one, the text: exactly one of them. EPC069-12: the
 * last filled field is followed by no separator, so a payload with a reference ends with it.
 */
function remittanceLines(invoice: EpcQrSource): [structured: string] | [structured: "", text: string] {
  const reference = invoice.paymentReference ? compactReference(invoice.paymentReference) : "";
  if (reference && reference.length <= EPC_STRUCTURED_MAX) return [reference];
  return ["", epcText(invoice.number, EPC_REMITTANCE_MAX)];
}
