import type { Prisma } from "@/lib/generated/prisma/client";

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

export type Customer = Prisma.CustomerGetPayload<{ select: typeof customerSelect }>;
