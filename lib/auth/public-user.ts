import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * What a request knows about its signed-in user: read on every request, so it leaves out the
 * logo (up to ~1.4 MB of base64), which only the settings screen and PDFs need. An explicit
 * selection: the password hash and anything else added to User later stay on the server.
 */
export const sessionUserSelect = {
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
  bankgiro: true,
  plusgiro: true,
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
  attachFacturX: true,
  remindersEnabled: true,
  reminderDays: true,
  emailVerifiedAt: true,
  createdAt: true,
} as const satisfies Prisma.UserSelect;

/** What the client may know about its own account (GET /api/user): the session's fields and the logo. */
export const publicUserSelect = { ...sessionUserSelect, logoData: true } as const satisfies Prisma.UserSelect;

type StoredFields = {
  defaultVATRate: Prisma.Decimal | null;
  vatRate: Prisma.Decimal | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
};
type WireFields = { defaultVATRate: string | null; vatRate: string | null; emailVerified: boolean; createdAt: string };

/** Rates travel as strings, like every decimal on the wire. */
export function toPublicUser<Row extends StoredFields>(user: Row): Omit<Row, keyof StoredFields> & WireFields {
  const { defaultVATRate, vatRate, emailVerifiedAt, createdAt, ...rest } = user;
  return {
    ...rest,
    defaultVATRate: defaultVATRate?.toFixed(2) ?? null,
    vatRate: vatRate?.toFixed(2) ?? null,
    emailVerified: emailVerifiedAt !== null,
    createdAt: createdAt.toISOString(),
  };
}

export type PublicUser = ReturnType<typeof toPublicUser<Prisma.UserGetPayload<{ select: typeof publicUserSelect }>>>;
export type SessionUserFields = Omit<PublicUser, "logoData">;
