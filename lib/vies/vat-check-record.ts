import type { Prisma } from "@/lib/generated/prisma/client";

/** The columns of a VAT check the app reads. */
export const vatCheckSelect = {
  id: true,
  countryCode: true,
  vatNumber: true,
  status: true,
  name: true,
  address: true,
  requestDate: true,
  consultationNumber: true,
  errorCode: true,
  attempts: true,
  checkedAt: true,
  retryAt: true,
} as const satisfies Prisma.VatCheckSelect;

export type VatCheckRecord = Prisma.VatCheckGetPayload<{ select: typeof vatCheckSelect }>;

/**
 * A VAT check as the API answers it on a customer and an invoice (issue #29): the verdict, when it
 * was asked, what the registry holds, and the consultation number to show a tax office. "unavailable"
 * means VIES could not answer: the number is not verified, and the vat-checks job asks again while
 * `retrying` is true.
 */
export function toVatCheckJson(check: VatCheckRecord) {
  return {
    status: check.status,
    checkedAt: check.checkedAt.toISOString(),
    name: check.name,
    address: check.address,
    consultationNumber: check.consultationNumber,
    vatNumber: `${check.countryCode}${check.vatNumber}`,
    requestDate: check.requestDate?.toISOString() ?? null,
    /** Why VIES gave no verdict: its error code (MS_UNAVAILABLE, TIMEOUT…) or NOT_CONFIGURED (no VIES_API_BASE); null with a verdict. */
    errorCode: check.errorCode,
    retrying: check.retryAt !== null,
  };
}

export type VatCheckJson = ReturnType<typeof toVatCheckJson>;
