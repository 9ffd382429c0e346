import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { draftInvoice, supplierSelect, type CustomerRow, type InvoiceSupplier } from "./draft-invoice";
import { insertInvoice, type InsertedInvoice, type InvoiceInsert } from "./insert-invoice";
import { toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { skipHeldNumbers } from "./numbering";
import { LIMIT_REACHED_MESSAGE } from "./quota";
import type { InvoiceData } from "./schemas";

export const NUMBER_TAKEN_MESSAGE = (number: string) => `Invoice number ${number} is already used. Please choose another number.`;

/** The issuer's details an invoice copies, for callers without a session (scripts, the seed). */
export function readInvoiceSupplier(userId: string): Promise<InvoiceSupplier> {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: supplierSelect });
}

/**
 * Issues an invoice: the Free-plan quota, the number, the tax and every amount (recomputed here,
 * never taken from the client), the copies of supplier and customer, the items and the feed
 * event. Either all of it is written or none of it. The supplier is the signed-in user as the
 * session read it for this request: the copy is of the moment the request arrived.
 */
export async function createInvoice(supplier: InvoiceSupplier, data: InvoiceData, today = new Date()): Promise<InvoiceJson> {
  // Raw for the same reason as the session's query: half the CPU of findFirst on the busiest write.
  const [customer] = await db.$queryRaw<CustomerRow[]>`SELECT * FROM "Customer" WHERE id = ${data.customerId} AND "userId" = ${supplier.id}`;
  if (!customer) throw new AppError("not_found", "Customer not found");
  const draft = draftInvoice(supplier, customer, data, today);
  const inserted = await insertNumbered({
    draft,
    requestedNumber: data.number,
    takesQuota: !supplier.isPro,
    now: today,
    activitySuffix: ` created for ${customer.name} (${draft.total.toFixed(2)} ${draft.currency})`,
    userEmail: supplier.email,
  });
  const { items, ...row } = draft;
  return toInvoiceJson({ ...row, ...inserted, items: items.map((item) => ({ ...item, id: "", invoiceId: inserted.id })) });
}

/**
 * Writes the invoice under the number asked for, or the next free one of the user's sequence. A
 * number already held fails the whole statement (nothing written): a hand-typed one is the
 * user's conflict; the sequence's next one (typed by hand on an earlier invoice, rare) is skipped
 * and the statement runs again.
 */
async function insertNumbered(insert: InvoiceInsert): Promise<InsertedInvoice> {
  for (;;) {
    try {
      const inserted = await insertInvoice(insert);
      if (!inserted) throw new AppError("forbidden", LIMIT_REACHED_MESSAGE);
      return inserted;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (insert.requestedNumber) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(insert.requestedNumber));
      await skipHeldNumbers(insert.draft.userId);
    }
  }
}
