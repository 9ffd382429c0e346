import { z } from "zod";
import { isCountryCode } from "@/lib/countries";
import { CURRENCIES, INVOICE_LANGUAGES } from "@/lib/money";
import { parseTaxRate, SUPPLY_TYPES } from "@/lib/tax";
import { INVOICE_TEMPLATE_IDS } from "@/lib/invoices/templates";
import { reminderDaysSchema, remindersEnabledSchema } from "@/lib/reminders/reminder-days";
import { validateBankgiro, validatePlusgiro } from "./giro-numbers";
import { validateIban } from "./iban";
import { findMissingFields, REQUIRED_PROFILE_FIELDS } from "./required-fields";
import { isValidSwiftCode, normalizeSwiftCode, SWIFT_MESSAGE } from "./swift-code";
import { vatNumberProblem } from "./vat-number-problem";
import { normalizeWebsite, WEBSITE_MESSAGE } from "./website";

export const BUSINESS_NAME_MAX = 160;

/** Every text of the settings API and form, in one place. */
export const PROFILE_MESSAGES = {
  country: "Please choose a valid country",
  currency: "Please choose a currency: USD, EUR, GBP or SEK",
  language: "Please choose a language: en, sv or de",
  businessType: "Please choose an account type: private or business",
  template: `Please choose a template: ${INVOICE_TEMPLATE_IDS.slice(0, -1).join(", ")} or ${INVOICE_TEMPLATE_IDS.at(-1)}`,
  supplyType: "Please choose what you sell: services, goods or digital",
  countryPreset: "Please choose a valid country preset",
  vatRate: "The VAT rate must be a number from 0 to 100 with at most 2 decimals",
  paypalEmail: "Please enter a valid PayPal e-mail address",
  boolean: (label: string) => `${label} must be true or false`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notText: (label: string) => `${label} must be text`,
  businessNameRequired: "Please enter a business name",
  emailLocked: "Your e-mail address can't be changed. Contact support if you need to use another one.",
  premiumTemplate: "Premium templates are available for Pro users only",
  twoNames: "Send one new name: company and username differ",
  required: (label: string) => `${label} is required`,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: PROFILE_MESSAGES.notText(label) })
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(label, max));

/**
 * A field the user may leave empty: "" (after trimming) or null clears it, stored as null. An
 * absent key leaves the stored value alone, so `{company}` alone is a valid request. `check`
 * normalises a non-empty value or returns a message.
 */
const clearable = (label: string, max: number, check?: (value: string) => { value: string } | { message: string }) =>
  text(label, max)
    .transform((value, ctx) => {
      if (value === "") return null;
      if (!check) return value;
      const result = check(value);
      if ("value" in result) return result.value;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    })
    .nullable()
    .optional();

/** Required fields stay strings here; emptiness is judged on the whole profile (required-fields.ts). */
const requiredText = (label: string, max: number) => text(label, max).optional();

const checkIban = (value: string) => {
  const result = validateIban(value);
  return result.valid ? { value: result.iban } : { message: result.message };
};

const checkSwiftCode = (value: string) => {
  const code = normalizeSwiftCode(value);
  return isValidSwiftCode(code) ? { value: code } : { message: SWIFT_MESSAGE };
};

const checkWebsite = (value: string) => {
  const website = normalizeWebsite(value);
  return website ? { value: website } : { message: WEBSITE_MESSAGE };
};

const checkEmail = (value: string) => {
  const email = value.toLowerCase();
  return z.email().safeParse(email).success ? { value: email } : { message: PROFILE_MESSAGES.paypalEmail };
};

/** Rates are strings on the wire ("25.00"); a number is accepted and read exactly. "" clears. */
const vatRate = z
  .union([z.string(), z.number()], { error: PROFILE_MESSAGES.vatRate })
  .transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") return null;
    const parsed = parseTaxRate(value);
    if (parsed.ok) return parsed.value.toFixed(2);
    ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.vatRate });
    return z.NEVER;
  })
  .nullable()
  .optional();

const bool = (label: string) => z.boolean({ error: PROFILE_MESSAGES.boolean(label) }).optional();

export const businessNameSchema = text("Business name", BUSINESS_NAME_MAX).min(1, PROFILE_MESSAGES.businessNameRequired);

const settingsFields = {
  username: requiredText(REQUIRED_PROFILE_FIELDS.username, BUSINESS_NAME_MAX),
  /** Read-only: the same address is accepted, any other is refused (update-settings.ts). */
  email: z
    .string({ error: PROFILE_MESSAGES.notText("Email") })
    .trim()
    .toLowerCase()
    .optional(),
  /** A business-name change; guarded by the 7-day rule. */
  company: businessNameSchema.optional(),
  phone: clearable("Phone", 40),
  address: requiredText(REQUIRED_PROFILE_FIELDS.address, 200),
  city: requiredText(REQUIRED_PROFILE_FIELDS.city, 100),
  postalCode: requiredText(REQUIRED_PROFILE_FIELDS.postalCode, 20),
  country: z
    .string({ error: PROFILE_MESSAGES.country })
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || isCountryCode(value), PROFILE_MESSAGES.country)
    .optional(),
  organizationNumber: clearable("Organization number", 50),
  vatNumber: clearable("VAT number", 30),
  website: clearable("Website", 300, checkWebsite),
  bankName: clearable("Bank name", 100),
  bankAccountNumber: clearable("Account number", 50),
  iban: clearable("IBAN", 50, checkIban),
  swiftCode: clearable("SWIFT/BIC", 20, checkSwiftCode),
  routingNumber: clearable("Routing number", 30),
  paypalEmail: clearable("PayPal e-mail", 254, checkEmail),
  /** Swedish giro numbers (issue #27): either gives new invoices an OCR reference. */
  bankgiro: clearable("Bankgiro", 20, validateBankgiro),
  plusgiro: clearable("Plusgiro", 20, validatePlusgiro),
  defaultCurrency: z.enum(CURRENCIES, { error: PROFILE_MESSAGES.currency }).optional(),
  defaultLanguage: z.enum(INVOICE_LANGUAGES, { error: PROFILE_MESSAGES.language }).optional(),
  countryPreset: z
    .string({ error: PROFILE_MESSAGES.countryPreset })
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, PROFILE_MESSAGES.countryPreset)
    .optional(),
  businessType: z.enum(["private", "business"], { error: PROFILE_MESSAGES.businessType }).optional(),
  vatRegistered: bool("vatRegistered"),
  defaultTemplate: z.enum(INVOICE_TEMPLATE_IDS, { error: PROFILE_MESSAGES.template }).optional(),
  supplyType: z.enum(SUPPLY_TYPES, { error: PROFILE_MESSAGES.supplyType }).optional(),
  ossRegistered: bool("ossRegistered"),
  attachFacturX: bool("attachFacturX"),
  /** Payment reminders (issue #16, lib/reminders): saved on their own by the settings card. */
  remindersEnabled: remindersEnabledSchema.optional(),
  reminderDays: reminderDaysSchema.optional(),
  vatRate,
  defaultVATRate: vatRate,
};

/**
 * PUT /api/user/settings. Every key is optional: an absent key leaves the stored value alone, so
 * the profile form sends everything and the business-name block sends only `{company}`. Unknown
 * keys (id, isPro, …) are dropped, never written. What needs the stored profile (required fields
 * of the merged result, the e-mail lock, the VAT number against the country, Pro templates, the
 * name rule) is checked in update-settings.ts.
 */
export const settingsSchema = z.object(settingsFields);

export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsData = z.output<typeof settingsSchema>;

/** The form edits the name in its own block (under the 7-day rule), so its required check skips it. */
export const FORM_REQUIRED_FIELDS = ["email", "address", "city", "postalCode", "country"] as const;

/**
 * The settings form: the same fields but the name, plus what the form can judge alone — the
 * required fields (marked inline; the form also shows the 'Required Fields Missing' toast) and the
 * VAT number against the chosen country. The server repeats both on the merged profile.
 */
export const settingsFormSchema = settingsSchema.omit({ company: true, username: true }).superRefine((values, ctx) => {
  for (const field of findMissingFields(values, FORM_REQUIRED_FIELDS)) {
    ctx.addIssue({ code: "custom", path: [field], message: PROFILE_MESSAGES.required(REQUIRED_PROFILE_FIELDS[field]) });
  }
  if (values.businessType === "business" && values.vatNumber && values.country) {
    const problem = vatNumberProblem(values.country, values.vatNumber);
    if (problem) ctx.addIssue({ code: "custom", path: ["vatNumber"], message: problem });
  }
});

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormData = z.output<typeof settingsFormSchema>;

/** POST /api/user/check-company-name-eligibility */
export const companyNameEligibilitySchema = z.object({
  newCompanyName: z.string({ error: PROFILE_MESSAGES.businessNameRequired }).pipe(businessNameSchema),
});
