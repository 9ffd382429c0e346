/**
 * The fields a profile must have before it can be saved (SPEC section 5), with the names the
 * 'Please fill in: …' message uses. Invoices print them as the supplier's details.
 */
export const REQUIRED_PROFILE_FIELDS = {
  username: "Name",
  email: "Email",
  address: "Address",
  city: "City",
  postalCode: "Postal code",
  country: "Country",
} as const;

export type RequiredProfileField = keyof typeof REQUIRED_PROFILE_FIELDS;

type ProfileValues = Partial<Record<RequiredProfileField, string | null | undefined>>;

/**
 * The required fields that are empty after trimming, in the order of the form.
 *
 * @example
 * findMissingFields({ username: "Ada", email: "a@b.c", address: " ", city: "", postalCode: "1", country: "SE" })
 * // ["address", "city"]
 */
export function findMissingFields(
  values: ProfileValues,
  fields: readonly RequiredProfileField[] = Object.keys(REQUIRED_PROFILE_FIELDS) as RequiredProfileField[],
): RequiredProfileField[] {
  return fields.filter((field) => !values[field]?.trim());
}

/** 'Please fill in: Address, City' */
export function missingFieldsMessage(fields: readonly RequiredProfileField[]): string {
  return `Please fill in: ${fields.map((field) => REQUIRED_PROFILE_FIELDS[field]).join(", ")}`;
}
