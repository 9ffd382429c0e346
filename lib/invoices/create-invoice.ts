import { AppError } from "@/lib/api/app-error";
import { recordActivity } from "@/lib/activity/record-activity";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { draftInvoice, supplierSelect } from "./draft-invoice";
import { toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { claimNextNumber } from "./numbering";
import { takeFreeInvoiceQuota } from "./quota";
import type { InvoiceData } from "./schemas";

export const NUMBER_TAKEN_MESSAGE = (number: string) => `Invoice number ${number} is already used. Please choose another number.`;

/**
 * Issues an invoice in one transaction: the Free-plan quota, the number, the tax and every amount
 * (recomputed here, never taken from the client), the copies of supplier and customer, the items
 * and the feed event. Either all of it is written or none of it.
 */
export async function createInvoice(userId: string, data: InvoiceData, today = new Date()): Promise<InvoiceJson> {
  // Read outside the transaction: the copies are of the moment the request arrived, and the
  // transaction (which holds the counter row's lock) stays as short as possible.
  const [supplier, customer] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: supplierSelect }),
    db.customer.findFirst({ where: { id: data.customerId, userId } }),
  ]);
  if (!customer) throw new AppError("not_found", "Customer not found");
  const draft = draftInvoice(supplier, customer, data, today);
  try {
    return await db.$transaction(async (tx) => {
      if (!supplier.isPro) await takeFreeInvoiceQuota(tx, userId, today);
      const number = await chooseNumber(tx, userId, data.number);
      const { items, ...row } = draft;
      const { id, createdAt } = await tx.invoice.create({
        data: { ...row, number, items: { create: items } },
        select: { id: true, createdAt: true },
      });
      await recordActivity(tx, {
        type: "invoice",
        description: `Invoice ${number} created for ${customer.name} (${row.total.toFixed(2)} ${row.currency})`,
        userId,
        userEmail: supplier.email,
      });
      return toInvoiceJson({ ...row, id, createdAt, number, items: items.map((item) => ({ ...item, id: "", invoiceId: id })) });
    }, { maxWait: 10_000, timeout: 20_000 });
  } catch (error) {
    // Two requests racing for one hand-typed number: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(data.number ?? ""));
    throw error;
  }
}

/**
 * A number the user typed (or reserved earlier) is used as it is, once; otherwise the next one of
 * the sequence, skipping any the user already typed by hand.
 */
async function chooseNumber(tx: Tx, userId: string, requested: string | null): Promise<string> {
  if (requested) {
    const taken = await tx.invoice.findFirst({ where: { userId, number: requested }, select: { id: true } });
    if (taken) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(requested));
    return requested;
  }
  for (;;) {
    const number = await claimNextNumber(tx, userId);
    const taken = await tx.invoice.findFirst({ where: { userId, number }, select: { id: true } });
    if (!taken) return number;
  }
}
