import { z } from "zod";
import { LINE_LIMITS, readQuantity, readUnitPrice } from "@/lib/tax";
import { grouped, plainErrors } from "@/lib/validation/plain-messages";
import { requiredText } from "@/lib/validation/fields";
import { INVOICE_TEXT_LIMITS, MAX_ITEMS } from "@/lib/invoices/invoice-fields";

export const CREDIT_NOTE_REASON_MAX = 1000;

export const creditNoteMessages = {
  quantity: `Quantity must be above 0 and at most ${grouped(LINE_LIMITS.maxQuantity)}, with at most ${LINE_LIMITS.quantityDecimals} decimals`,
  rate: "Rate must be a number of 0 or more with at most two decimals, e.g. 120.50",
  items: "A partial credit note needs at least one line with description, quantity and rate",
  tooManyItems: `A credit note can have at most ${MAX_ITEMS} lines`,
} as const;

/** One line of a partial credit: what is credited, how many and at which unit price (net, like the invoice's lines). */
const creditLineSchema = z.object(
  {
    description: requiredText("Description", INVOICE_TEXT_LIMITS.description),
    quantity: z.unknown().transform((value, context) => {
      const quantity = readQuantity(typeof value === "number" ? value : String(value ?? ""));
      if (quantity !== null) return quantity;
      context.addIssue({ code: "custom", message: creditNoteMessages.quantity });
      return z.NEVER;
    }),
    rate: z.unknown().transform((value, context) => {
      const parsed = readUnitPrice(value);
      if (parsed.ok) return parsed.value.toFixed(2);
      context.addIssue({ code: "custom", message: creditNoteMessages.rate });
      return z.NEVER;
    }),
  },
  { error: plainErrors("Item") },
);

export type CreditLineInput = z.output<typeof creditLineSchema>;

/**
 * `POST /api/invoices/{id}/credit-notes`: `{reason, items?}`. Without items (or null) a full
 * credit of what is still creditable; with items a partial one. The limit needs the invoice, so
 * the domain checks it (lib/credit-notes/create-credit-note.ts).
 */
export const createCreditNoteSchema = z.object(
  {
    reason: requiredText("Reason", CREDIT_NOTE_REASON_MAX),
    items: z
      .array(creditLineSchema, { error: creditNoteMessages.items })
      .min(1, creditNoteMessages.items)
      .max(MAX_ITEMS, creditNoteMessages.tooManyItems)
      .nullish()
      .transform((items) => items ?? null),
  },
  { error: plainErrors("Credit note") },
);

export type CreateCreditNoteInput = z.output<typeof createCreditNoteSchema>;
