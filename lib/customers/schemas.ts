import { z } from "zod";
import { countryName, isCountryCode } from "@/lib/countries";
import { isEuCountry, validateVatNumber } from "@/lib/tax";

export const CUSTOMER_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  country: "Please choose a valid country",
  vatNumber: (country: string) => `Please enter a valid ${countryName(country)} VAT number`,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * A customer as the form and POST/PUT /api/customers send it (SPEC sections 3 and 5). Organization
 * number, VAT number and invoice reference belong to businesses: for a private customer they are
 * ignored and stored empty. An EU VAT number must pass its country's format and checksum.
 */
export const customerSchema = z
  .object({
    customerType: z.enum(["private", "business"]).default("private"),
    name: z.string({ error: CUSTOMER_MESSAGES.nameRequired }).trim().min(1, CUSTOMER_MESSAGES.nameRequired).max(160),
    email: z
      .string({ error: CUSTOMER_MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, CUSTOMER_MESSAGES.emailRequired)
      .max(254, CUSTOMER_MESSAGES.emailInvalid)
      .pipe(z.email(CUSTOMER_MESSAGES.emailInvalid)),
    phone: optionalText(40),
    address: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(20),
    country: z.string().trim().toUpperCase().default("US").refine(isCountryCode, CUSTOMER_MESSAGES.country),
    vatNumber: optionalText(30),
    organizationNumber: optionalText(50),
    invoiceReference: optionalText(100),
  })
  .transform((customer) =>
    customer.customerType === "business"
      ? customer
      : { ...customer, vatNumber: null, organizationNumber: null, invoiceReference: null },
  )
  .superRefine((customer, ctx) => {
    if (!customer.vatNumber || !isEuCountry(customer.country)) return;
    if (!validateVatNumber(customer.country, customer.vatNumber).valid) {
      ctx.addIssue({ code: "custom", path: ["vatNumber"], message: CUSTOMER_MESSAGES.vatNumber(customer.country) });
    }
  });

export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerData = z.output<typeof customerSchema>;
