import "server-only";
import { db, Prisma } from "@/lib/db";

/** Documents read per query: a year of invoices streams in batches, never all at once. */
const BATCH = 200;

export const documentInclude = {
  items: { orderBy: { position: "asc" } },
  vatCheck: { select: { consultationNumber: true, status: true } },
} as const satisfies Prisma.InvoiceInclude;

export type ExportDocument = Prisma.InvoiceGetPayload<{ include: typeof documentInclude }>;

export type ExportPayment = Prisma.PaymentGetPayload<{
  include: {
    invoice: {
      select: { number: true; currency: true; nationalCurrency: true; exchangeRate: true; invoiceDate: true; customerName: true };
    };
  };
}>;

export type DocumentRange = { userId: string; from: string; to: string; includeVoid?: boolean };

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/**
 * The user's invoices dated in the range, oldest first, with their lines, a batch at a time (keyset
 * on invoice date and id), for the exports that stream them. Void invoices are left out unless
 * asked for: they were cancelled and are booked by none of the accountant's formats.
 */
export async function* eachInvoice({ userId, from, to, includeVoid = false }: DocumentRange): AsyncGenerator<ExportDocument> {
  let after: { invoiceDate: Date; id: string } | null = null;
  for (;;) {
    const batch: ExportDocument[] = await db.invoice.findMany({
      where: {
        userId,
        invoiceDate: { gte: day(from), lte: day(to) },
        ...(includeVoid ? {} : { voidedAt: null }),
        ...(after ? { OR: [{ invoiceDate: { gt: after.invoiceDate } }, { invoiceDate: after.invoiceDate, id: { gt: after.id } }] } : {}),
      },
      include: documentInclude,
      orderBy: [{ invoiceDate: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    yield* batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1] as ExportDocument;
    after = { invoiceDate: last.invoiceDate, id: last.id };
  }
}

/** The payments received in the range on the user's invoices, oldest first, a batch at a time. */
export async function* eachPayment({ userId, from, to }: DocumentRange): AsyncGenerator<ExportPayment> {
  let after: { date: Date; id: string } | null = null;
  for (;;) {
    const batch: ExportPayment[] = await db.payment.findMany({
      where: {
        invoice: { userId },
        date: { gte: day(from), lte: day(to) },
        ...(after ? { OR: [{ date: { gt: after.date } }, { date: after.date, id: { gt: after.id } }] } : {}),
      },
      include: {
        invoice: {
          select: { number: true, currency: true, nationalCurrency: true, exchangeRate: true, invoiceDate: true, customerName: true },
        },
      },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    yield* batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1] as ExportPayment;
    after = { date: last.date, id: last.id };
  }
}
