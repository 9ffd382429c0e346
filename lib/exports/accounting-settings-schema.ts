import { z } from "zod";
import { DATEV_CHARTS, DATEV_DEFAULTS, SIE_DEFAULTS, type DatevAccounts, type SieAccounts } from "./account-plans";

/**
 * PUT /api/user/accounting (issue #29): the DATEV chart and numbers and the accounts of the exports.
 * Shared by the Settings card's form and the route. An account left out keeps its default; "" puts
 * a changed one back to the default.
 */
const account = (label: string, digits: string) =>
  z
    .string({ error: `${label} must be an account number` })
    .trim()
    .refine(
      (value) => value === "" || new RegExp(`^\\d{${digits}}$`).test(value),
      `${label} must be an account number of ${digits.replace(",", " to ")} digits`,
    );

const buKey = z
  .string({ error: "A BU-Schlüssel must be 1 to 4 digits" })
  .trim()
  .refine((value) => value === "" || /^\d{1,4}$/.test(value), "A BU-Schlüssel must be 1 to 4 digits, or empty for none");

function accountsShape<Accounts extends object>(defaults: Accounts, field: (key: string) => z.ZodType<string>) {
  return z.object(
    Object.fromEntries(Object.keys(defaults).map((key) => [key, field(key).optional()])) as Record<
      keyof Accounts,
      z.ZodOptional<z.ZodType<string>>
    >,
  );
}

const sieAccounts = accountsShape<SieAccounts>(SIE_DEFAULTS, (key) => account(`The SIE account ${key}`, "4"));
const datevAccounts = accountsShape<DatevAccounts>(DATEV_DEFAULTS.SKR03, (key) =>
  key.endsWith("Key") ? buKey : key === "debtor" ? account("The DATEV debtor account", "5,9") : account(`The DATEV account ${key}`, "4,8"),
);

const datevNumber = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: `${label} must be a number from ${min} to ${max}` })
    .transform((value) => (value === "" ? null : Number(value)))
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= min && value <= max),
      `${label} must be a number from ${min} to ${max}`,
    )
    .nullable();

export const accountingSettingsSchema = z.object({
  datevChart: z.enum(DATEV_CHARTS, { error: "The DATEV chart must be SKR03 or SKR04" }).optional(),
  datevConsultantNumber: datevNumber("The DATEV Beraternummer", 1001, 9_999_999).optional(),
  datevClientNumber: datevNumber("The DATEV Mandantennummer", 1, 99_999).optional(),
  accounts: z
    .object(
      { sie: sieAccounts.optional(), skr03: datevAccounts.optional(), skr04: datevAccounts.optional() },
      { error: "accounts must be an object" },
    )
    .optional(),
});

export type AccountingSettingsInput = z.input<typeof accountingSettingsSchema>;
export type AccountingSettingsData = z.output<typeof accountingSettingsSchema>;
