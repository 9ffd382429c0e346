import { validateVatNumber, type VatNumberInvalidReason } from "./vat-number";

/**
 * The seam for checking that a VAT number is actually registered (VIES, the EU's VAT Information
 * Exchange System; HMRC's service for GB/XI). Offline validation proves the number is well-formed;
 * only the registry proves it is live — and under Art. 138 and Art. 196 of Council Directive
 * 2006/112/EC the supplier must hold evidence that the customer is a taxable person.
 *
 * Today the app uses {@link offlineVatNumberVerifier}. An online verifier implements the same
 * interface in a server-only module (it needs the network and must not ship to the browser):
 * it first runs the offline check (no request for a malformed number), then asks VIES, and maps
 * "service unavailable" to status "unavailable" so the caller can keep the offline verdict and
 * retry later. Its verdict reaches the tax engine through `customer.vatNumberValid`.
 */
export type VatVerificationStatus = "valid" | "invalid" | "unavailable";

export interface VatVerification {
  status: VatVerificationStatus;
  /** The number as the registry writes it ("DE136695976"). */
  normalized: string;
  /** Why an invalid number failed, when the offline check knows. */
  reason: VatNumberInvalidReason | null;
  /** Who answered: the offline checksum, or a registry. */
  source: "offline" | "vies" | "hmrc";
  /** Registered name and address, when a registry returns them. */
  name?: string;
  address?: string;
  /** When a registry answered (ISO timestamp); keep it with the invoice as evidence. */
  checkedAt?: string;
}

export interface VatNumberVerifier {
  verify(country: string, vatNumber: string): Promise<VatVerification>;
}

/** Format and checksum only; never touches the network, so it runs in the browser too. */
export const offlineVatNumberVerifier: VatNumberVerifier = {
  async verify(country, vatNumber) {
    const result = validateVatNumber(country, vatNumber);
    return {
      status: result.valid ? "valid" : "invalid",
      normalized: result.normalized,
      reason: result.reason,
      source: "offline",
    };
  },
};
