import "server-only";
import { db, Prisma } from "@/lib/db";

/** Documents read per query: a year of invoices streams in batches, never all at once. */
const BATCH = 500;

/**
 * An invoice as the exports read it: the columns they use, decimals as strings ("1234.50"), its
 * lines' amounts and rates, and the consultation number of its VIES check.
 */
export type ExportDocument = {
  id: string;
  number: string;
  invoiceDate: Date;
  dueDate: Date;
  currency: string;
  subtotal: string;
  tax: string;
  total: string;
  vatScenario: string;
  supplyType: string;
  oss: boolean;
  reverseCharge: boolean;
  nationalCurrency: string | null;
  exchangeRate: string | null;
  exchangeRateDate: Date | null;
  nationalVatAmount: string | null;
  customerName: string;
  customerCountry: string;
  customerVatNumber: string | null;
  voidedAt: Date | null;
  /** Issue #25: deleted before it left the user; only the invoices CSV lists such rows (includeDeleted). */
  deletedAt: Date | null;
  consultationNumber: string | null;
  items: { amount: string; taxAmount: string; taxRate: string }[];
};

export type ExportPayment = {
  id: string;
  amount: string;
  date: Date;
  invoice: {
    number: string;
    currency: string;
    nationalCurrency: string | null;
    exchangeRate: string | null;
    invoiceDate: Date;
    customerName: string;
  };
};

export type DocumentRange = { userId: string; from: string; to: string; includeVoid?: boolean; includeDeleted?: boolean };

/**
 * The user's invoices dated in the range, oldest first, with their lines, a batch at a time (keyset
 * on invoice date and id, over the index of the same columns). Plain SQL of the columns the exports
 * need: Prisma's objects of every column cost three times as long for a year's invoices
 * (docs/benchmarks.md). Void invoices are left out unless asked for: they were cancelled and are
 * booked by none of the accountant's formats. Deleted ones (issue #25: never sent, so never a supply
 * invoiced) likewise, unless asked for (the invoices CSV lists them, marked).
 */
export async function* eachInvoice({
  userId,
  from,
  to,
  includeVoid = false,
  includeDeleted = false,
}: DocumentRange): AsyncGenerator<ExportDocument> {
  let after: { invoiceDate: Date; id: string } | null = null;
  for (;;) {
    const batch: ExportDocument[] = await db.$queryRaw<ExportDocument[]>`
      SELECT i.id, i.number, i."invoiceDate", i."dueDate", i.currency::text AS currency, i.subtotal::text AS subtotal, i.tax::text AS tax,
        i.total::text AS total, i."vatScenario", i."supplyType"::text AS "supplyType", i.oss, i."reverseCharge", i."nationalCurrency",
        i."exchangeRate"::text AS "exchangeRate", i."exchangeRateDate", i."nationalVatAmount"::text AS "nationalVatAmount",
        i."customerName", i."customerCountry", i."customerVatNumber", i."voidedAt", i."deletedAt", v."consultationNumber",
        (SELECT coalesce(json_agg(json_build_object('amount', it.amount::text, 'taxAmount', it."taxAmount"::text, 'taxRate', it."taxRate"::text)
           ORDER BY it.position), '[]'::json) FROM "InvoiceItem" it WHERE it."invoiceId" = i.id) AS items
      FROM "Invoice" i LEFT JOIN "VatCheck" v ON v.id = i."vatCheckId"
      WHERE i."userId" = ${userId} AND i."invoiceDate" >= ${from}::date AND i."invoiceDate" <= ${to}::date
        ${includeVoid ? Prisma.empty : Prisma.sql`AND i."voidedAt" IS NULL`}
        ${includeDeleted ? Prisma.empty : Prisma.sql`AND i."deletedAt" IS NULL`}
        ${after ? Prisma.sql`AND (i."invoiceDate", i.id) > (${after.invoiceDate}::date, ${after.id})` : Prisma.empty}
      ORDER BY i."invoiceDate", i.id LIMIT ${BATCH}`;
    yield* batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1] as ExportDocument;
    after = { invoiceDate: last.invoiceDate, id: last.id };
  }
}

type PaymentRow = Omit<ExportPayment, "invoice"> & { invoice: Omit<ExportPayment["invoice"], "invoiceDate"> & { invoiceDate: string } };

/** The payments received in the range on the user's invoices, oldest first, a batch at a time. */
export async function* eachPayment({ userId, from, to }: DocumentRange): AsyncGenerator<ExportPayment> {
  let after: { date: Date; id: string } | null = null;
  for (;;) {
    const rows: PaymentRow[] = await db.$queryRaw<PaymentRow[]>`
      SELECT p.id, p.amount::text AS amount, p.date,
        json_build_object('number', i.number, 'currency', i.currency, 'nationalCurrency', i."nationalCurrency",
          'exchangeRate', i."exchangeRate"::text, 'invoiceDate', i."invoiceDate", 'customerName', i."customerName") AS invoice
      FROM "Payment" p JOIN "Invoice" i ON i.id = p."invoiceId"
      WHERE i."userId" = ${userId} AND i."deletedAt" IS NULL AND p.date >= ${from}::date AND p.date <= ${to}::date
        ${after ? Prisma.sql`AND (p.date, p.id) > (${after.date}::date, ${after.id})` : Prisma.empty}
      ORDER BY p.date, p.id LIMIT ${BATCH}`;
    yield* rows.map((row) => ({ ...row, invoice: { ...row.invoice, invoiceDate: new Date(`${row.invoice.invoiceDate}T00:00:00Z`) } }));
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1] as PaymentRow;
    after = { date: last.date, id: last.id };
  }
}

/**
 * A credit note as the exports read it (issue #25): an ExportDocument whose number, date, amounts
 * and lines are the credit note's (positive, as issued; each format books them the other way round)
 * and whose tax facts, customer and exchange rate are its invoice's. `invoiceDate` is the credit
 * note's date of issue, the day it is booked; `rateDate` the invoice's date, whose rate converts it
 * (so a full credit cancels its invoice to the cent in the books' currency).
 */
export type ExportCreditNote = ExportDocument & { creditedInvoiceNumber: string; rateDate: Date };

/** The user's credit notes issued in the range (not of void invoices), oldest first, a batch at a time. */
export async function* eachCreditNote({ userId, from, to }: DocumentRange): AsyncGenerator<ExportCreditNote> {
  let after: { issueDate: Date; id: string } | null = null;
  for (;;) {
    const batch: ExportCreditNote[] = await db.$queryRaw<ExportCreditNote[]>`
      SELECT c.id, c.number, c."issueDate" AS "invoiceDate", c."issueDate" AS "dueDate", i.currency::text AS currency,
        c.subtotal::text AS subtotal, c.tax::text AS tax, c.total::text AS total, i."vatScenario", i."supplyType"::text AS "supplyType",
        i.oss, i."reverseCharge", i."nationalCurrency", i."exchangeRate"::text AS "exchangeRate", i."exchangeRateDate",
        c."nationalVatAmount"::text AS "nationalVatAmount", i."customerName", i."customerCountry", i."customerVatNumber",
        NULL::timestamp AS "voidedAt", NULL::timestamp AS "deletedAt", v."consultationNumber", i.number AS "creditedInvoiceNumber", i."invoiceDate" AS "rateDate",
        (SELECT coalesce(json_agg(json_build_object('amount', it.amount::text, 'taxAmount', it."taxAmount"::text, 'taxRate', it."taxRate"::text)
           ORDER BY it.position), '[]'::json) FROM "CreditNoteItem" it WHERE it."creditNoteId" = c.id) AS items
      FROM "CreditNote" c JOIN "Invoice" i ON i.id = c."invoiceId" LEFT JOIN "VatCheck" v ON v.id = i."vatCheckId"
      WHERE c."userId" = ${userId} AND c."issueDate" >= ${from}::date AND c."issueDate" <= ${to}::date AND i."voidedAt" IS NULL AND i."deletedAt" IS NULL
        ${after ? Prisma.sql`AND (c."issueDate", c.id) > (${after.issueDate}::date, ${after.id})` : Prisma.empty}
      ORDER BY c."issueDate", c.id LIMIT ${BATCH}`;
    yield* batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1] as ExportCreditNote;
    after = { issueDate: last.invoiceDate, id: last.id };
  }
}
