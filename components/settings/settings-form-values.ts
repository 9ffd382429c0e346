import type { PublicUser } from "@/lib/auth/public-user";
import { formatIban } from "@/lib/profile/iban";
import type { SettingsFormInput } from "@/lib/profile/schemas";

/** Every field the settings form edits, as its inputs hold them (strings and booleans, never null). */
export type SettingsFormValues = {
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  organizationNumber: string;
  vatNumber: string;
  website: string;
  bankName: string;
  bankAccountNumber: string;
  iban: string;
  swiftCode: string;
  routingNumber: string;
  paypalEmail: string;
  bankgiro: string;
  plusgiro: string;
  defaultCurrency: NonNullable<SettingsFormInput["defaultCurrency"]>;
  defaultLanguage: NonNullable<SettingsFormInput["defaultLanguage"]>;
  countryPreset: string;
  businessType: NonNullable<SettingsFormInput["businessType"]>;
  vatRegistered: boolean;
  defaultTemplate: NonNullable<SettingsFormInput["defaultTemplate"]>;
  supplyType: NonNullable<SettingsFormInput["supplyType"]>;
  ossRegistered: boolean;
  attachFacturX: boolean;
  vatRate: string;
};

/** SPEC section 9: Reset to Defaults sets USD, en, global, private. */
export const DEFAULT_PREFERENCES = {
  defaultCurrency: "USD",
  defaultLanguage: "en",
  countryPreset: "global",
  businessType: "private",
} as const satisfies Partial<SettingsFormValues>;

export function toFormValues(user: PublicUser): SettingsFormValues {
  return {
    email: user.email,
    phone: user.phone ?? "",
    address: user.address ?? "",
    city: user.city ?? "",
    postalCode: user.postalCode ?? "",
    country: user.country,
    organizationNumber: user.organizationNumber ?? "",
    vatNumber: user.vatNumber ?? "",
    website: user.website ?? "",
    bankName: user.bankName ?? "",
    bankAccountNumber: user.bankAccountNumber ?? "",
    iban: user.iban ? formatIban(user.iban) : "",
    swiftCode: user.swiftCode ?? "",
    routingNumber: user.routingNumber ?? "",
    paypalEmail: user.paypalEmail ?? "",
    bankgiro: user.bankgiro ?? "",
    plusgiro: user.plusgiro ?? "",
    defaultCurrency: user.defaultCurrency,
    defaultLanguage: user.defaultLanguage,
    countryPreset: user.countryPreset,
    businessType: user.businessType,
    vatRegistered: user.vatRegistered,
    defaultTemplate: user.defaultTemplate,
    supplyType: user.supplyType,
    ossRegistered: user.ossRegistered,
    attachFacturX: user.attachFacturX,
    vatRate: user.vatRate ?? "",
  };
}
