import type { Prisma } from "@/lib/generated/prisma/client";
import type { VatCheckJson } from "@/lib/vies/vat-check-record";

/** The customer fields of SPEC section 3, and nothing else, for every answer. */
export const customerSelect = {
  id: true,
  customerType: true,
  name: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  postalCode: true,
  country: true,
  vatNumber: true,
  organizationNumber: true,
  invoiceReference: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.CustomerSelect;

export type CustomerRow = Prisma.CustomerGetPayload<{ select: typeof customerSelect }>;

/** A customer as the API answers it: its fields and the latest VIES check of its VAT number (issue #29). */
export type Customer = CustomerRow & { vatCheck: VatCheckJson | null };
