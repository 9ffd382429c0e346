import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * What the client may know about its own account (GET /api/user). An explicit selection:
 * the password hash and anything else added to User later stay on the server.
 */
export const publicUserSelect = {
  id: true,
  email: true,
  username: true,
  company: true,
  businessType: true,
  phone: true,
  address: true,
  city: true,
  postalCode: true,
  country: true,
  organizationNumber: true,
  vatNumber: true,
  website: true,
  bankName: true,
  bankAccountNumber: true,
  iban: true,
  swiftCode: true,
  routingNumber: true,
  paypalEmail: true,
  logoData: true,
  logoMimeType: true,
  isPro: true,
  isAdmin: true,
  isActive: true,
  defaultCurrency: true,
  defaultLanguage: true,
  defaultTemplate: true,
  countryPreset: true,
  vatRegistered: true,
  defaultVATRate: true,
  vatRate: true,
  supplyType: true,
  ossRegistered: true,
  emailVerifiedAt: true,
  createdAt: true,
} as const satisfies Prisma.UserSelect;

type SelectedUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

export type PublicUser = Omit<SelectedUser, "defaultVATRate" | "vatRate" | "emailVerifiedAt" | "createdAt"> & {
  defaultVATRate: string | null;
  vatRate: string | null;
  emailVerified: boolean;
  createdAt: string;
};

/** Rates travel as strings, like every decimal on the wire. */
export function toPublicUser(user: SelectedUser): PublicUser {
  const { defaultVATRate, vatRate, emailVerifiedAt, createdAt, ...rest } = user;
  return {
    ...rest,
    defaultVATRate: defaultVATRate?.toFixed(2) ?? null,
    vatRate: vatRate?.toFixed(2) ?? null,
    emailVerified: emailVerifiedAt !== null,
    createdAt: createdAt.toISOString(),
  };
}
