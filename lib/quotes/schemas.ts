import { z } from "zod";
import { isCalendarDate } from "@/lib/invoices/invoice-fields";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { plainErrors } from "@/lib/validation/plain-messages";

/** How long a quote stays valid when the request names no day (issue #28). */
export const QUOTE_VALID_DAYS = 30;

export const QUOTE_MESSAGES = {
  validUntilFormat: "Valid until must be a date written as YYYY-MM-DD",
  validUntilBeforeDate: "Valid until can't be before the quote date",
} as const;

/** `validUntil`: a calendar day, or null / absent / "" for the default (the quote date + 30 days). */
const validUntilField = z
  .string({ error: plainErrors("Valid until") })
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || isCalendarDate(value), QUOTE_MESSAGES.validUntilFormat);

function buildQuoteSchema(taxLabel: string) {
  // The invoice's own schema, so a quote takes exactly the fields, defaults and messages an
  // invoice does (and gains the invoice's later fields, such as units, with it), plus validUntil;
  // its messages say "quote" where an invoice's say "invoice".
  return z
    .intersection(createInvoiceSchema(taxLabel, "quote"), z.object({ validUntil: validUntilField }))
    .superRefine((data, ctx) => {
      if (data.validUntil && data.invoiceDate && data.validUntil < data.invoiceDate) {
        ctx.addIssue({ code: "custom", path: ["validUntil"], message: QUOTE_MESSAGES.validUntilBeforeDate });
      }
    })
    .transform(({ validUntil, ...invoice }) => ({
      // A quote's number is always the next of its own series; a due date means nothing on it.
      invoice: { ...invoice, number: null, dueDate: null },
      validUntil,
    }));
}

type QuoteSchema = ReturnType<typeof buildQuoteSchema>;
const schemas = new Map<string, QuoteSchema>();

/**
 * The body of POST /api/quotes and PUT /api/quotes/{id}: the invoice fields (`invoiceDate` is the
 * quote's date) and `validUntil`. Built once per tax label, as the invoice schema is.
 */
export function quoteSchema(taxLabel: string): QuoteSchema {
  let schema = schemas.get(taxLabel);
  if (!schema) schemas.set(taxLabel, (schema = buildQuoteSchema(taxLabel)));
  return schema;
}

export type QuotePayload = z.input<QuoteSchema>;
export type QuoteData = z.output<QuoteSchema>;
