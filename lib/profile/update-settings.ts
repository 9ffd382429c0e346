import "server-only";
import { AppError } from "@/lib/errors";
import { publicUserSelect, toPublicUser, type PublicUser } from "@/lib/auth/public-user";
import { db, type Tx } from "@/lib/db";
import { isPremiumTemplate } from "@/lib/invoices/templates";
import { applyCompanyNameChange, currentBusinessName, nameChangeStateSelect } from "./change-company-name";
import { findMissingFields, missingFieldsMessage, REQUIRED_PROFILE_FIELDS } from "./required-fields";
import { PROFILE_MESSAGES, type SettingsData } from "./schemas";
import { normalizeVatNumber, vatNumberProblem } from "./vat-number-problem";

const storedProfileSelect = {
  id: true,
  ...nameChangeStateSelect,
  email: true,
  address: true,
  city: true,
  postalCode: true,
  country: true,
  businessType: true,
  vatNumber: true,
  defaultTemplate: true,
  isPro: true,
} as const;

type StoredProfile = Awaited<ReturnType<typeof readStoredProfile>>;

async function readStoredProfile(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: storedProfileSelect });
  if (!user) throw new AppError("not_found", "User not found");
  return user;
}

/**
 * The new name this request asks for, if any: `company` (the business-name block) or a changed
 * `username` (the name is what invoices carry, so it is under the same 7-day rule however it is
 * sent). The same name is no change and is ignored.
 */
function requestedName(stored: StoredProfile, input: SettingsData): string | undefined {
  const current = currentBusinessName(stored);
  const company = input.company !== undefined && input.company !== current ? input.company : undefined;
  // A username equal to the current business name changes nothing on invoices: a plain write.
  const username = input.username && input.username !== stored.username && input.username !== current ? input.username : undefined;
  if (company !== undefined && username !== undefined && company !== username) {
    throw new AppError("validation", PROFILE_MESSAGES.twoNames, { fields: ["company", "username"] });
  }
  return company ?? username;
}

/**
 * The checks that need the stored profile, in the order a person fixes them: required fields of
 * the merged result (a field left out of the request keeps its stored value), the e-mail lock,
 * the VAT number against the country, and Pro templates.
 */
function assertValidProfile(stored: StoredProfile, input: SettingsData): void {
  const merged = {
    username: input.username ?? stored.username,
    email: input.email ?? stored.email,
    address: input.address ?? stored.address,
    city: input.city ?? stored.city,
    postalCode: input.postalCode ?? stored.postalCode,
    country: input.country ?? stored.country,
  };
  const missing = findMissingFields(merged);
  if (missing.length > 0) {
    throw new AppError("validation", missingFieldsMessage(missing), {
      missingFields: missing.map((field) => REQUIRED_PROFILE_FIELDS[field]),
      fields: missing,
    });
  }
  if (merged.email !== stored.email) throw new AppError("validation", PROFILE_MESSAGES.emailLocked, { fields: ["email"] });

  const businessType = input.businessType ?? stored.businessType;
  const vatNumber = input.vatNumber === undefined ? stored.vatNumber : input.vatNumber;
  const vatProblem = businessType === "business" && vatNumber ? vatNumberProblem(merged.country, vatNumber) : null;
  if (vatProblem) throw new AppError("validation", vatProblem, { fields: ["vatNumber"] });

  // A template kept from a Pro period stays selectable; only switching to a premium one needs Pro.
  const template = input.defaultTemplate;
  if (template && template !== stored.defaultTemplate && isPremiumTemplate(template) && !stored.isPro) {
    throw new AppError("forbidden", PROFILE_MESSAGES.premiumTemplate, { fields: ["defaultTemplate"] });
  }
}

/** The columns to write. A private person has no organization or VAT number and is not VAT-registered. */
function profileColumns(stored: StoredProfile, input: SettingsData) {
  const { company: _company, email: _email, username, ...fields } = input;
  const country = input.country ?? stored.country;
  const isPrivate = (input.businessType ?? stored.businessType) === "private";
  return {
    ...fields,
    ...(username === undefined ? {} : { username }),
    ...(fields.vatNumber ? { vatNumber: normalizeVatNumber(country, fields.vatNumber) } : {}),
    ...(isPrivate ? { organizationNumber: null, vatNumber: null, vatRegistered: false, ossRegistered: false } : {}),
  };
}

/**
 * The payment reminder settings are saved on their own (the settings card's own button): such a
 * request is no profile save, so a profile the user has not finished yet can't block it.
 */
const REMINDER_KEYS = new Set<string>(["remindersEnabled", "reminderDays"]);

function reminderColumns({ remindersEnabled, reminderDays }: SettingsData) {
  return {
    ...(remindersEnabled === undefined ? {} : { remindersEnabled }),
    ...(reminderDays === undefined ? {} : { reminderDays }),
  };
}

/**
 * PUT /api/user/settings for the signed-in user only (the id comes from the session, never the
 * body). A request with profile fields is a profile save; `{company}` alone is a name change;
 * `{remindersEnabled, reminderDays}` alone writes just those.
 * Everything happens in one transaction: a refused name change leaves the profile untouched.
 */
export async function updateSettings(userId: string, input: SettingsData, now: Date = new Date()): Promise<PublicUser> {
  const isProfileSave = Object.keys(input).some((key) => key !== "company" && !REMINDER_KEYS.has(key));
  return db.$transaction(async (tx) => {
    const stored = await readStoredProfile(tx, userId);
    if (isProfileSave) assertValidProfile(stored, input);
    const newName = requestedName(stored, input);
    if (newName !== undefined) await applyCompanyNameChange(tx, stored, newName, now);

    const columns = isProfileSave ? profileColumns(stored, input) : reminderColumns(input);
    // The name change wrote username and company; the profile save must not write the old name back.
    if (newName !== undefined) delete (columns as { username?: string }).username;
    const user = await tx.user.update({ where: { id: userId }, data: columns, select: publicUserSelect });
    return toPublicUser(user);
  });
}
