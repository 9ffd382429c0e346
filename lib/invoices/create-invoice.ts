import "server-only";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isForeignKeyViolation, isUniqueViolation } from "@/lib/db/errors";
import { findCustomer } from "@/lib/db/sql/find-customer";
import { proveVatNumber } from "@/lib/eu-vat/prove-vat-number";
import { skipNumbersTakenByHand } from "@/lib/numbering/next-number";
import { INVOICE_SERIES } from "@/lib/numbering/number-series";
import type { HistoryActor, HistoryDetail } from "@/lib/history/entry-types";
import type { VatCheckRecord } from "@/lib/vies/vat-check-record";
import { draftInvoice, invoiceCustomerSelect, supplierSelect, type DraftInvoice, type InvoiceSupplier } from "./draft-invoice";
import { insertInvoice, type InsertedInvoice, type InvoiceInsert } from "./insert-invoice";
import { euVatFactsOfInvoice } from "./invoice-eu-vat-facts";
import { invoiceInclude, toInvoiceJson, type InvoiceJson } from "./invoice-json";
import { LIMIT_REACHED_MESSAGE } from "./quota";
import type { InvoiceData } from "./schemas";

/** The column defaults of a new invoice's payment facts (prisma/schema.prisma): nothing paid, credited, viewed or void. */
const NEW_INVOICE_PAYMENT_STATE = {
  amountPaid: new Prisma.Decimal(0),
  amountCredited: new Prisma.Decimal(0),
  amountRefunded: new Prisma.Decimal(0),
  paidAt: null,
  viewedAt: null,
  voidedAt: null,
  deletedAt: null,
  payments: [],
  quote: null,
  creditNotes: [],
  refunds: [],
};

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
  return (await createInvoiceOnce(supplier, data, null, today)).invoice;
}

export type CreatedInvoice = { invoice: InvoiceJson; replayed: boolean };

/**
 * createInvoice with the client's Idempotency-Key: when the user already has an invoice made with
 * this key, that invoice comes back (`replayed`, whatever this request's body says) and nothing is
 * written. Racing requests with one key are decided by the unique index on (userId,
 * idempotencyKey) inside the one insert statement: the losers' statements fail whole, so they take
 * neither a quota slot nor a number, and answer the winner's invoice.
 */
export async function createInvoiceOnce(
  supplier: InvoiceSupplier,
  data: InvoiceData,
  idempotencyKey: string | null,
  today = new Date(),
  createdBy?: HistoryActor,
): Promise<CreatedInvoice> {
  if (idempotencyKey) {
    const first = await findInvoiceByKey(supplier.id, idempotencyKey);
    if (first) return { invoice: first, replayed: true };
  }
  const customer = await findCustomer(invoiceCustomerSelect, { id: data.customerId, userId: supplier.id });
  if (!customer) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
  const draft = draftInvoice(supplier, customer, data, today, await euVatFactsOfInvoice(supplier, customer, data, today));
  // Issue #29: a reverse-charge invoice asks VIES first; an invalid number stops here (400).
  const vatCheck = await proveVatNumber(supplier.id, customer, draft, supplier);
  draft.vatCheckId = vatCheck?.id ?? null;
  const inserted = await insertNumbered({
    draft,
    requestedNumber: data.number,
    idempotencyKey,
    takesQuota: !supplier.isPro,
    now: today,
    activitySuffix: ` created for ${customer.name} (${draft.total.toFixed(2)} ${draft.currency})`,
    userEmail: supplier.email,
    createdDetail: createdDetailOf(draft, vatCheck),
    createdBy,
  });
  if ("replayed" in inserted) return { invoice: inserted.replayed, replayed: true };
  return { invoice: draftInvoiceJson(draft, inserted, { idempotencyKey, vatCheck }), replayed: false };
}

/**
 * A drafted invoice as the API answers it, once the insert gave it its number and ids; also the
 * printed form of a quote (lib/quotes/draft-quote.ts), which is drafted as an invoice is.
 */
export function draftInvoiceJson(
  draft: DraftInvoice,
  inserted: InsertedInvoice,
  extra: { idempotencyKey: string | null; vatCheck: VatCheckOfDraft },
): InvoiceJson {
  const { items, ...row } = draft;
  return toInvoiceJson({
    ...row,
    ...inserted,
    ...extra,
    items: items.map((item) => ({ ...item, id: "", invoiceId: inserted.id })),
    ...NEW_INVOICE_PAYMENT_STATE,
  });
}

type VatCheckOfDraft = Parameters<typeof toInvoiceJson>[0]["vatCheck"];

/**
 * What the `created` entry records besides number and content hash: the total, and for an invoice
 * issued on a VIES check (#29: reverse charge, intra-Community supply) the consultation that
 * proves the customer's number was valid that day.
 */
function createdDetailOf(draft: DraftInvoice, vatCheck: VatCheckRecord | null): HistoryDetail {
  const detail: HistoryDetail = { total: draft.total.toFixed(2), currency: draft.currency };
  if (vatCheck) {
    detail.viesCheck = {
      vatNumber: `${vatCheck.countryCode}${vatCheck.vatNumber}`,
      status: vatCheck.status,
      consultationNumber: vatCheck.consultationNumber,
      requestDate: vatCheck.requestDate?.toISOString() ?? null,
    };
  }
  return detail;
}

const CUSTOMER_NOT_FOUND = "Customer not found";

async function findInvoiceByKey(userId: string, idempotencyKey: string): Promise<InvoiceJson | null> {
  const invoice = await db.invoice.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, include: invoiceInclude });
  return invoice && toInvoiceJson(invoice);
}

/**
 * Writes the invoice under the number asked for, or the next free one of the user's sequence. A
 * unique index refusing the statement (nothing written) means one of two things. An invoice
 * with this request's Idempotency-Key exists: a racer with the same key won, and its invoice is
 * the answer. Looked up rather than read off the violated index's name, because with a hand-typed
 * number the racer also holds that number, and PostgreSQL may report either index. Otherwise the
 * number is held: a hand-typed one is the user's conflict; the sequence's next one (typed by hand
 * on an earlier invoice, rare) is skipped and the statement runs again.
 */
async function insertNumbered(insert: InvoiceInsert): Promise<InsertedInvoice | { replayed: InvoiceJson }> {
  for (;;) {
    try {
      const inserted = await insertInvoice(insert);
      if (inserted) return inserted;
      // The quota refused; a racer with the same key may have taken the month's last invoice.
      const first = await findFirstWithKey(insert);
      if (first) return { replayed: first };
      throw new AppError("forbidden", LIMIT_REACHED_MESSAGE, { code: "plan_limit_reached" });
    } catch (error) {
      // The customer was deleted between reading it and writing the invoice: as if it had been gone.
      if (isForeignKeyViolation(error)) throw new AppError("not_found", CUSTOMER_NOT_FOUND);
      if (!isUniqueViolation(error)) throw error;
      const first = await findFirstWithKey(insert);
      if (first) return { replayed: first };
      if (insert.requestedNumber) throw new AppError("conflict", NUMBER_TAKEN_MESSAGE(insert.requestedNumber));
      await skipNumbersTakenByHand(INVOICE_SERIES, insert.draft.userId);
    }
  }
}

function findFirstWithKey({ draft, idempotencyKey }: InvoiceInsert): Promise<InvoiceJson | null> {
  return idempotencyKey ? findInvoiceByKey(draft.userId, idempotencyKey) : Promise.resolve(null);
}
