import type { PublicUser } from "@/lib/auth/public-user";
import { findMissingFields, REQUIRED_PROFILE_FIELDS, type RequiredProfileField } from "./required-fields";

export type ProfileValidation = { isValid: boolean; missingFields: RequiredProfileField[]; message: string };

/**
 * Whether the profile holds what an invoice prints about its issuer (GET /api/user/profile-validation).
 * `missingFields` are the profile's field names; the message names them as the form labels do.
 */
export function validateProfile(user: Pick<PublicUser, RequiredProfileField>): ProfileValidation {
  const missingFields = findMissingFields(user);
  if (missingFields.length === 0) return { isValid: true, missingFields, message: "Your profile is complete." };
  const names = missingFields.map((field) => REQUIRED_PROFILE_FIELDS[field]).join(", ");
  return { isValid: false, missingFields, message: `Please complete your profile before creating invoices. Missing: ${names}` };
}
