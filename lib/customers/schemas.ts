import { z } from "zod";
import { countryName, isCountryCode } from "@/lib/countries";
import { euCountryAdjective, isEuCountry, validateVatNumber } from "@/lib/tax";
import { choice, optionalText, orNone, requiredText } from "@/lib/validation/fields";

export const CUSTOMER_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  country: "Please choose a valid country",
  /** "a valid German VAT number" (issue #24, item 12); only EU numbers are checked. */
  vatNumber: (country: string) => `Please enter a valid ${euCountryAdjective(country) ?? countryName(country)} VAT number`,
} as const;

/** "" (after trimming), null or a missing key: none, stored as null. */
const clearable = (label: string, max: number) => orNone(optionalText(label, max));

/**
 * A customer as the form and POST/PUT /api/customers send it (SPEC sections 3 and 5). Organization
 * number, VAT number and invoice reference belong to businesses: for a private customer they are
 * ignored and stored empty. An EU VAT number must pass its country's format and checksum.
 */
export const customerSchema = z
  .object({
    customerType: choice("Customer type", ["private", "business"]).default("private"),
    // Each message names the field; a name past its limit says so (it once said "Name is required").
    name: requiredText("Name", 160, CUSTOMER_MESSAGES.nameRequired),
    email: requiredText("Email", 254, CUSTOMER_MESSAGES.emailRequired).toLowerCase().pipe(z.email(CUSTOMER_MESSAGES.emailInvalid)),
    phone: clearable("Phone", 40),
    address: clearable("Address", 200),
    city: clearable("City", 100),
    postalCode: clearable("Postal code", 20),
    country: z
      .string({ error: CUSTOMER_MESSAGES.country })
      .trim()
      .toUpperCase()
      .default("US")
      .refine(isCountryCode, CUSTOMER_MESSAGES.country),
    vatNumber: clearable("VAT number", 30),
    organizationNumber: clearable("Organization number", 50),
    invoiceReference: clearable("Invoice reference", 100),
  })
  .transform((customer) =>
    customer.customerType === "business" ? customer : { ...customer, vatNumber: null, organizationNumber: null, invoiceReference: null },
  )
  .superRefine((customer, ctx) => {
    if (!customer.vatNumber || !isEuCountry(customer.country)) return;
    if (!validateVatNumber(customer.country, customer.vatNumber).valid) {
      ctx.addIssue({ code: "custom", path: ["vatNumber"], message: CUSTOMER_MESSAGES.vatNumber(customer.country) });
    }
  });

export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerData = z.output<typeof customerSchema>;
