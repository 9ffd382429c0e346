import { z } from "zod";
import { parseAmount, type Decimal } from "@/lib/money";
import { choice, optionalText } from "@/lib/validation/fields";
import { plainErrors } from "@/lib/validation/plain-messages";
import { dateRangeMessage, isDateInRange } from "./invoice-fields";

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "paypal", "other"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  paypal: "PayPal",
  other: "Other",
};
export const PAYMENT_NOTE_MAX = 500;

export const AMOUNT_NOT_POSITIVE = "Amount must be greater than 0";
export const AMOUNT_FORMAT = "Amount must be a number with at most 2 decimals, e.g. 120.50";
export const PAYMENT_DATE_FORMAT = "Date must be a date (YYYY-MM-DD)";

const amount = z.unknown().transform((input, context): Decimal => {
  const parsed = parseAmount(input);
  if (!parsed.ok) {
    context.addIssue({ code: "custom", message: AMOUNT_FORMAT });
    return z.NEVER;
  }
  if (parsed.value.lte(0)) {
    context.addIssue({ code: "custom", message: AMOUNT_NOT_POSITIVE });
    return z.NEVER;
  }
  return parsed.value;
});

const isoDate = z
  .string({ error: () => PAYMENT_DATE_FORMAT })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_DATE_FORMAT)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    PAYMENT_DATE_FORMAT,
  )
  .refine(isDateInRange, dateRangeMessage("Date"));

/**
 * `POST /api/invoices/{id}/payments`: {amount, date, method, note}. The amount is a decimal string
 * (or a number with at most two decimals), the date YYYY-MM-DD (today in UTC when left out), the
 * method bank transfer unless said otherwise. The balance check is the domain's: it needs the row.
 */
export const paymentSchema = z.object(
  {
    amount,
    date: isoDate.optional(),
    method: choice("Method", PAYMENT_METHODS).default("bank_transfer"),
    note: optionalText("Note", PAYMENT_NOTE_MAX)
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: plainErrors("Payment") },
);

export type PaymentInput = z.output<typeof paymentSchema>;
