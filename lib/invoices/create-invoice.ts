import { AppError } from "@/lib/api/app-error";
import { recordActivity } from "@/lib/activity/record-activity";
import { db, type Tx } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { draftInvoice, supplierSelect, type DraftInvoice, type InvoiceSupplier } from "./draft-invoice";
import { insertInvoice, type InsertedInvoice } from "./insert-invoice";
import { toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { claimNextNumber } from "./numbering";
import { LIMIT_REACHED_MESSAGE, takeFreeInvoiceQuota } from "./quota";
import type { InvoiceData } from "./schemas";

export const NUMBER_TAKEN_MESSAGE = (number: string) => `Invoice number ${number} is already used. Please choose another number.`;

type Issue = { userId: string; userEmail: string; draft: DraftInvoice; requestedNumber: string | null; takesQuota: boolean; now: Date; activitySuffix: string };

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
  const userId = supplier.id;
  const customer = await db.customer.findFirst({ where: { id: data.customerId, userId } });
  if (!customer) throw new AppError("not_found", "Customer not found");
  const draft = draftInvoice(supplier, customer, data, today);
  const issue: Issue = {
    userId,
    userEmail: supplier.email,
    draft,
    requestedNumber: data.number,
    takesQuota: !supplier.isPro,
    now: today,
    activitySuffix: ` created for ${customer.name} (${draft.total.toFixed(2)} ${draft.currency})`,
  };

  const inserted = await insertOrSkipTakenNumbers(issue);
  const { items, ...row } = draft;
  return toInvoiceJson({ ...row, ...inserted, items: items.map((item) => ({ ...item, id: "", invoiceId: inserted.id })) });
}

async function insertOrSkipTakenNumbers(issue: Issue): Promise<InsertedInvoice> {
  try {
    const inserted = await insertInvoice(issue);
    if (!inserted) throw new AppError("forbidden", LIMIT_REACHED_MESSAGE);
    return inserted;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two requests racing for one hand-typed number: the unique index decides.
    if (issue.requestedNumber) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(issue.requestedNumber));
    // The sequence's next number was typed by hand on an earlier invoice (rare): a transaction
    // that claims numbers until it finds a free one.
    return insertSkippingTakenNumbers(issue);
  }
}

async function insertSkippingTakenNumbers({ userId, userEmail, draft, takesQuota, now, activitySuffix }: Issue): Promise<InsertedInvoice> {
  const { items, ...row } = draft;
  return db.$transaction(async (tx) => {
    if (takesQuota) await takeFreeInvoiceQuota(tx, userId, now);
    const number = await claimFreeNumber(tx, userId);
    const invoice = await tx.invoice.create({
      data: { ...row, createdAt: now, number, items: { create: items } },
      select: { id: true, number: true, createdAt: true },
    });
    await recordActivity(tx, { type: "invoice", description: `Invoice ${number}${activitySuffix}`, userId, userEmail });
    return invoice;
  }, { maxWait: 10_000, timeout: 20_000 });
}

/** The next number of the sequence that no invoice of the user has taken by hand. */
async function claimFreeNumber(tx: Tx, userId: string): Promise<string> {
  for (;;) {
    const number = await claimNextNumber(tx, userId);
    const taken = await tx.invoice.findFirst({ where: { userId, number }, select: { id: true } });
    if (!taken) return number;
  }
}
