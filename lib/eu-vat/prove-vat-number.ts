import "server-only";
import { AppError } from "@/lib/errors";
import { checkVatNumber } from "@/lib/vies/check-vat-number";
import { toVatCheckJson, type VatCheckRecord } from "@/lib/vies/vat-check-record";

export const VAT_NUMBER_INVALID_CODE = "vat_number_invalid";

/**
 * An invoice without VAT because of the customer's VAT number: reverse charge (Art. 196) or the
 * intra-Community exemption of goods (Art. 138, where a valid number is a condition since 2020).
 */
export function needsVatProof(draft: { reverseCharge: boolean; vatScenario: string }): boolean {
  return draft.reverseCharge || draft.vatScenario === "intra_region_b2b";
}

/**
 * Asks VIES about the customer's number as the invoice is issued (issue #29) and answers the check
 * the invoice keeps, which also becomes the customer's latest. An invalid number refuses the invoice
 * (400, nothing written but the check); VIES or a member state being unavailable never does: the
 * invoice goes out "not verified" and the vat-checks job asks again.
 */
export async function proveVatNumber(
  userId: string,
  customer: { id: string; country: string; vatNumber: string | null },
  draft: { reverseCharge: boolean; vatScenario: string },
  supplier: { country: string; vatNumber: string | null },
): Promise<VatCheckRecord | null> {
  if (!needsVatProof(draft)) return null;
  const check = await checkVatNumber(userId, customer.country, customer.vatNumber, { requester: supplier, customerId: customer.id });
  if (!check) return null;
  if (check.status === "invalid") {
    const number = `${check.countryCode}${check.vatNumber}`;
    throw new AppError(
      "validation",
      `VIES says the customer's VAT number ${number} is not valid, so this invoice cannot be issued without VAT (reverse charge or intra-Community supply). Correct the number, or invoice with VAT.`,
      { code: VAT_NUMBER_INVALID_CODE, fields: ["customerId"], vatCheck: toVatCheckJson(check) },
    );
  }
  return check;
}
