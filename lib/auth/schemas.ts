import { z } from "zod";
import { isCountryCode } from "@/lib/countries";
// zod's plain error map (issue #15 item 5): the fields below that word no message of their own
// ("Username must be at most 120 characters") read plainly in the signup form too, not in zod's English.
import "@/lib/validation/plain-messages";

export const PASSWORD_MIN_LENGTH = 6;
/** Longer passwords are refused before any hashing: argon2 of a 100 MB "password" took seconds and a gigabyte. */
export const PASSWORD_MAX_LENGTH = 256;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

export const REGISTER_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: PASSWORD_TOO_LONG,
  /** Checked on the server only (lib/auth/server-register-schema.ts): the list is too big for the browser. */
  passwordTooCommon: "This password is too common. Please choose a less predictable one.",
  fullNameRequired: "Full name is required",
  companyNameRequired: "Company name is required",
  verification: "Please complete the verification and agree to terms",
  country: "Please choose a valid country",
  website: "Please enter a valid website URL (https://…)",
  addressRequired: "Address is required",
  cityRequired: "City is required",
  postalCodeRequired: "Postal code is required",
  /** Shown under the password field before anything is typed (issue #24, item 12). */
  passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || undefined);

const email = z
  .string({ error: REGISTER_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, REGISTER_MESSAGES.emailRequired)
  .max(254, REGISTER_MESSAGES.emailInvalid)
  .pipe(z.email(REGISTER_MESSAGES.emailInvalid));

const website = optionalText(300).refine(
  (value) => value === undefined || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
  REGISTER_MESSAGES.website,
);

/**
 * The registration payload of SPEC section 3. The same schema drives the signup form and
 * POST /api/register, so the spec's texts live here once.
 */
export const registerSchema = z
  .object({
    email,
    password: z
      .string({ error: REGISTER_MESSAGES.passwordRequired })
      .min(1, REGISTER_MESSAGES.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, REGISTER_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, REGISTER_MESSAGES.passwordTooLong),
    businessType: z.enum(["private", "business"]).default("private"),
    username: optionalText(120),
    businessName: optionalText(160),
    company: optionalText(160),
    address: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(20),
    country: z.string().trim().toUpperCase().default("US").refine(isCountryCode, REGISTER_MESSAGES.country),
    website,
    organizationNumber: optionalText(50),
    vatNumber: optionalText(30),
    vatRegistered: z.boolean().default(false),
    agreeToTerms: z.boolean().default(false),
    humanVerified: z.boolean().default(false),
    // Sent by the spec's client; never trusted (the honeypot and rate limits do that job).
    captchaVerification: z.unknown().optional(),
    /** Honeypot: hidden from people, filled in by bots. */
    faxNumber: z.string().optional(),
  })
  .superRefine((data, ctx) => {
    const name = data.businessType === "business" ? (data.businessName ?? data.company) : data.username;
    if (!name) {
      const isBusiness = data.businessType === "business";
      ctx.addIssue({
        code: "custom",
        path: [isBusiness ? "businessName" : "username"],
        message: isBusiness ? REGISTER_MESSAGES.companyNameRequired : REGISTER_MESSAGES.fullNameRequired,
      });
    }
    if (!data.agreeToTerms || !data.humanVerified || data.faxNumber) {
      ctx.addIssue({ code: "custom", path: ["agreeToTerms"], message: REGISTER_MESSAGES.verification });
    }
  });

export type RegisterInput = z.input<typeof registerSchema>;

/** The address an invoice prints for its supplier: the profile asks for it before the first invoice. */
const SIGNUP_ADDRESS_FIELDS = [
  ["address", REGISTER_MESSAGES.addressRequired],
  ["city", REGISTER_MESSAGES.cityRequired],
  ["postalCode", REGISTER_MESSAGES.postalCodeRequired],
] as const;

/**
 * The signup form: the registration schema plus the address, asked of private persons and
 * businesses alike, because every invoice prints it and /create-invoice asks for it otherwise
 * (issue #24, item 8). POST /api/register keeps them optional (SPEC section 3's payload).
 */
export const signupFormSchema = registerSchema.superRefine((data, ctx) => {
  for (const [field, message] of SIGNUP_ADDRESS_FIELDS) {
    if (!data[field]) ctx.addIssue({ code: "custom", path: [field], message });
  }
});
export type RegisterData = z.output<typeof registerSchema>;

export const LOGIN_MESSAGES = {
  required: "Email and password are required",
  /** The sign-in forms (/auth, /admin) name each empty field once, under it. */
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  invalid: "Invalid email or password",
  passwordTooLong: PASSWORD_TOO_LONG,
  deactivated: "This account has been deactivated. Please contact support.",
} as const;

export const loginSchema = z.object({
  email: z.string({ error: LOGIN_MESSAGES.required }).trim().toLowerCase().min(1, LOGIN_MESSAGES.required),
  password: z
    .string({ error: LOGIN_MESSAGES.required })
    .min(1, LOGIN_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.passwordTooLong),
});

export type LoginInput = z.input<typeof loginSchema>;

/**
 * The sign-in forms' own check before anything is sent: each empty field says so once, under
 * itself (issue #24, item 12: an empty /admin form printed "Email and password are required" under
 * both). The API keeps its one message for a request that lacks either.
 */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, LOGIN_MESSAGES.emailRequired),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.passwordTooLong),
});
