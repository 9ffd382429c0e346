import { DELETE as deleteCustomerRoute } from "@/app/api/customers/[id]/route";
import { createCreditNote } from "@/lib/credit-notes/create-credit-note";
import { recordRefund } from "@/lib/credit-notes/record-refund";
import { createCreditNoteSchema } from "@/lib/credit-notes/schemas";
import { GET as statsRoute } from "@/app/api/dashboard/stats/route";
import { db } from "@/lib/db";
import { deleteInvoice } from "@/lib/invoices/delete-invoice";
import { utcToday } from "@/lib/invoices/invoice-status";
import { deletePayment, recordPayment } from "@/lib/invoices/payments";
import { voidInvoice } from "@/lib/invoices/void-invoice";
import { Prisma } from "@/lib/generated/prisma/client";
import { Decimal } from "@/lib/money";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// The dashboard's figures are aggregates kept by triggers in the transaction of each write
// (migration dashboard_aggregates). Whatever happens to a user's invoices, payments and customers,
// through whichever path, one at a time or at once, they must equal a count from scratch.

const day = (offset: number) => new Date(Date.parse(`${utcToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A small deterministic generator (mulberry32): a failure replays with the same operations. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

type Row = Record<string, string | number>;
const normalise = (rows: Row[]) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The three aggregate tables, and the same figures counted from the invoices, payments and customers themselves. */
async function keptAndRecounted() {
  const kept = {
    counts: await db.$queryRaw<Row[]>`SELECT "userId", invoices, customers FROM "DashboardCount" WHERE invoices <> 0 OR customers <> 0`,
    open: await db.$queryRaw<Row[]>`SELECT "userId", currency::text, "dueDate"::text, count, balance::text FROM "DashboardOpenBalance"`,
    paid: await db.$queryRaw<Row[]>`SELECT "userId", currency::text, month::text, count, amount::text FROM "DashboardPaidMonth"`,
    owed: await db.$queryRaw<Row[]>`SELECT "userId", currency::text, count, balance::text FROM "DashboardOutstanding"`,
  };
  const recounted = {
    counts: await db.$queryRaw<Row[]>`
      SELECT u.id AS "userId", (SELECT count(*) FROM "Invoice" i WHERE i."userId" = u.id AND i."deletedAt" IS NULL)::int AS invoices,
        (SELECT count(*) FROM "Customer" c WHERE c."userId" = u.id)::int AS customers
      FROM "User" u WHERE EXISTS (SELECT 1 FROM "Invoice" i WHERE i."userId" = u.id AND i."deletedAt" IS NULL) OR EXISTS (SELECT 1 FROM "Customer" c WHERE c."userId" = u.id)`,
    open: await db.$queryRaw<Row[]>`
      SELECT "userId", currency::text, "dueDate"::text, count(*)::int AS count,
        sum((total - "amountCredited") - ("amountPaid" - "amountRefunded"))::text AS balance
      FROM "Invoice" WHERE "deletedAt" IS NULL AND "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < total - "amountCredited" GROUP BY 1, 2, 3`,
    paid: await db.$queryRaw<Row[]>`
      SELECT i."userId", i.currency::text, to_char(p.date, 'YYYY-MM-01') AS month, count(*)::int AS count, sum(p.amount)::text AS amount
      FROM "Payment" p JOIN "Invoice" i ON i.id = p."invoiceId" WHERE i."deletedAt" IS NULL AND i."voidedAt" IS NULL GROUP BY 1, 2, 3`,
    owed: await db.$queryRaw<Row[]>`
      SELECT "userId", currency::text, count(*)::int AS count, sum((total - "amountCredited") - ("amountPaid" - "amountRefunded"))::text AS balance
      FROM "Invoice" WHERE "deletedAt" IS NULL AND "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < total - "amountCredited" GROUP BY 1, 2`,
  };
  return {
    kept: { counts: normalise(kept.counts), open: normalise(kept.open), paid: normalise(kept.paid), owed: normalise(kept.owed) },
    recounted: {
      counts: normalise(recounted.counts),
      open: normalise(recounted.open),
      paid: normalise(recounted.paid),
      owed: normalise(recounted.owed),
    },
  };
}

/** GET /api/dashboard/stats, and the figures it answered before aggregates: one scan of the user's invoices. */
async function statsAndScan(cookie: string, userId: string) {
  const stats = await (await callRoute(statsRoute, { cookie })).json();
  const today = utcToday();
  const monthStart = `${today.slice(0, 7)}-01`;
  const sums = (rows: { currency: string; amount: string }[]) =>
    rows.map(({ currency, amount }) => ({ currency, amount: new Decimal(amount).toFixed(2) }));
  const outstanding = await db.$queryRaw<{ currency: string; amount: string }[]>`
    SELECT currency::text, sum((total - "amountCredited") - ("amountPaid" - "amountRefunded"))::text AS amount FROM "Invoice"
    WHERE "userId" = ${userId} AND "deletedAt" IS NULL AND "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < total - "amountCredited" GROUP BY 1 ORDER BY 1`;
  const overdue = await db.$queryRaw<{ currency: string; amount: string }[]>`
    SELECT currency::text, sum((total - "amountCredited") - ("amountPaid" - "amountRefunded"))::text AS amount FROM "Invoice"
    WHERE "userId" = ${userId} AND "deletedAt" IS NULL AND "voidedAt" IS NULL AND "amountPaid" - "amountRefunded" < total - "amountCredited" AND "dueDate" < ${today}::date
    GROUP BY 1 ORDER BY 1`;
  const paidThisMonth = await db.$queryRaw<{ currency: string; amount: string }[]>`
    SELECT i.currency::text, sum(p.amount)::text AS amount FROM "Payment" p JOIN "Invoice" i ON i.id = p."invoiceId"
    WHERE i."userId" = ${userId} AND i."deletedAt" IS NULL AND i."voidedAt" IS NULL AND p.date >= ${monthStart}::date AND p.date < (${monthStart}::date + interval '1 month')
    GROUP BY 1 ORDER BY 1`;
  const [counts] = await db.$queryRaw<{ invoices: number; customers: number }[]>`
    SELECT (SELECT count(*) FROM "Invoice" WHERE "userId" = ${userId} AND "deletedAt" IS NULL)::int AS invoices, (SELECT count(*) FROM "Customer" WHERE "userId" = ${userId})::int AS customers`;
  return {
    stats: {
      totalInvoices: stats.totalInvoices,
      totalCustomers: stats.totalCustomers,
      outstanding: stats.outstanding,
      overdue: stats.overdue,
      paidThisMonth: stats.paidThisMonth,
    },
    scan: {
      totalInvoices: counts?.invoices,
      totalCustomers: counts?.customers,
      outstanding: sums(outstanding),
      overdue: sums(overdue),
      paidThisMonth: sums(paidThisMonth),
    },
  };
}

async function proUser() {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

type Account = Awaited<ReturnType<typeof proUser>>;

/** One random write of the kinds the app makes, through the app's own functions (or its raw SQL, as Stripe and bank imports write). */
async function randomOperation(random: ReturnType<typeof randomFrom>, account: Account, customers: string[]): Promise<void> {
  const userId = account.user.id;
  const invoices = await db.invoice.findMany({
    where: { userId },
    select: {
      id: true,
      total: true,
      amountPaid: true,
      amountCredited: true,
      amountRefunded: true,
      voidedAt: true,
      deletedAt: true,
      payments: { select: { id: true } },
    },
  });
  const open = invoices.filter(
    (invoice) =>
      !invoice.voidedAt &&
      !invoice.deletedAt &&
      invoice.amountPaid.minus(invoice.amountRefunded).lt(invoice.total.minus(invoice.amountCredited)),
  );
  const kind = random.pick([
    "create",
    "create",
    "pay",
    "pay",
    "unpay",
    "void",
    "delete",
    "delete",
    "around",
    "customer",
    "uncustomer",
    "booked",
    "redate",
    "credit",
    "refund",
  ] as const);
  const expectedFailure = (error: unknown) => {
    // Two operations raced for the same invoice (paid meanwhile, deleted meanwhile): refused, not counted.
    if (!(
      error instanceof Error &&
      /not found|balance due|void|not be more|nothing left|credit|refund|more than|foreign key|sent to your customer|was deleted/i.test(
        error.message,
      )
    ))
      throw error;
  };
  switch (kind) {
    case "create": {
      const issued = -40 + random.int(40);
      const response = await postInvoice(
        account.cookie,
        invoicePayload(random.pick(customers), {
          currency: random.pick(["USD", "EUR"]),
          invoiceDate: day(issued),
          dueDate: day(issued + random.int(50)),
          items: [{ description: "Work", quantity: 1 + random.int(3), rate: `${10 + random.int(90)}.${random.int(10)}5` }],
        }),
      );
      // A concurrent "delete customer" may win the race for a customer without invoices: 404, nothing counted.
      if (response.status === 404) return;
      if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
      return;
    }
    case "pay": {
      const invoice = open.length ? random.pick(open) : null;
      if (!invoice) return;
      const balance = invoice.total.minus(invoice.amountPaid);
      const amount = random.next() < 0.5 ? balance : Decimal.max(new Decimal("0.01"), balance.div(3).toDecimalPlaces(2));
      // This month or the last: paidThisMonth must count only the first.
      const date = day(-random.int(45));
      await recordPayment(userId, invoice.id, { amount: new Decimal(amount.toFixed(2)), date, method: "bank_transfer", note: null }).catch(
        expectedFailure,
      );
      return;
    }
    case "unpay": {
      const withPayments = invoices.filter((invoice) => invoice.payments.length > 0);
      if (!withPayments.length) return;
      const invoice = random.pick(withPayments);
      await deletePayment(userId, invoice.id, random.pick(invoice.payments).id).catch(expectedFailure);
      return;
    }
    case "void":
      if (invoices.length) await voidInvoice(userId, random.pick(invoices).id).catch(expectedFailure);
      return;
    case "delete":
      if (invoices.length) await deleteInvoice({ id: userId, isPro: true }, random.pick(invoices).id).catch(expectedFailure);
      return;
    case "around": {
      // Rows written around the app (voided before #25's rules, or a deletion set by hand): the
      // triggers count them out, payments and all, whatever the app would have allowed.
      const invoice = invoices.length ? random.pick(invoices) : null;
      if (!invoice) return;
      const column = Prisma.raw(random.next() < 0.5 ? `"voidedAt"` : `"deletedAt"`);
      await db.$executeRaw`UPDATE "Invoice" SET ${column} = CASE WHEN ${column} IS NULL THEN now() END WHERE id = ${invoice.id}`;
      return;
    }
    case "customer":
      customers.push((await addCustomer(account.cookie, { name: `Customer ${random.int(1000)}` })).id);
      return;
    case "uncustomer": {
      if (customers.length < 2) return;
      const id = customers.splice(random.int(customers.length), 1)[0] as string;
      await callRoute(deleteCustomerRoute, { method: "DELETE", cookie: account.cookie, params: { id } });
      return;
    }
    case "booked": {
      // As a card payment or a bank statement books one (book-card-payment.ts): the invoice locked first,
      // then a raw INSERT and the invoice settled. Without the lock two of these on one invoice deadlock:
      // each insert's foreign key share-locks the invoice that the other's UPDATE then waits for.
      const invoice = open.length ? random.pick(open) : null;
      if (!invoice) return;
      await db
        .$transaction(async (tx) => {
          await tx.$queryRaw`SELECT id FROM "Invoice" WHERE id = ${invoice.id} FOR UPDATE`;
          await tx.$executeRaw`INSERT INTO "Payment" (id, "invoiceId", amount, date, method) VALUES (${`booked-${random.int(1e9)}`}, ${invoice.id}, 1.00, ${new Date(`${day(0)}T00:00:00Z`)}, 'card')`;
          await tx.$executeRaw`UPDATE "Invoice" SET "amountPaid" = (SELECT sum(amount) FROM "Payment" WHERE "invoiceId" = ${invoice.id}) WHERE id = ${invoice.id}`;
        })
        .catch(expectedFailure);
      return;
    }
    case "credit": {
      // A full credit of what is left, or a partial one of a line of 10.00.
      const invoice = invoices.length ? random.pick(invoices) : null;
      if (!invoice) return;
      const items = random.next() < 0.5 ? null : [{ description: "Goodwill", quantity: 1, rate: "10.00" }];
      await createCreditNote(userId, invoice.id, createCreditNoteSchema.parse({ reason: "Random operation", items })).catch(
        expectedFailure,
      );
      return;
    }
    case "refund": {
      // A refund is due once more was paid than is left after credit notes: pay one in full and credit
      // part of it when no invoice is in that state yet.
      const left = (invoice: (typeof invoices)[number]) =>
        invoice.total.minus(invoice.amountCredited).minus(invoice.amountPaid.minus(invoice.amountRefunded));
      const due = invoices.filter((invoice) => !invoice.voidedAt && left(invoice).lt(0));
      let target = due.length ? random.pick(due) : null;
      if (!target) {
        target = open.length ? random.pick(open) : null;
        if (!target) return;
        const payment = { amount: new Decimal(left(target).toFixed(2)), date: day(0), method: "bank_transfer" as const, note: null };
        await recordPayment(userId, target.id, payment).catch(expectedFailure);
        const items = [{ description: "Goodwill", quantity: 1, rate: "10.00" }];
        await createCreditNote(userId, target.id, createCreditNoteSchema.parse({ reason: "Random operation", items })).catch(
          expectedFailure,
        );
      }
      await recordRefund(userId, target.id, { amount: new Decimal("1.00"), date: day(0), method: "bank_transfer", note: null }).catch(
        expectedFailure,
      );
      return;
    }
    case "redate":
      // One statement moving many rows at once: the statement-level triggers see them all.
      await db.$executeRaw`UPDATE "Invoice" SET "dueDate" = "dueDate" + ${random.int(30) - 15}::int WHERE "userId" = ${userId} AND random() < 0.5`;
      return;
  }
}

describe("the dashboard's aggregates", () => {
  it("equal a full recount after random operations, one at a time and concurrent", async () => {
    const random = randomFrom(25);
    const accounts = [await proUser(), await proUser()];
    const customers = await Promise.all(accounts.map(async (account) => [(await addCustomer(account.cookie)).id]));

    // One refund for certain (paid in full, then partly credited, so money goes back): the random run reaches them rarely.
    const refunded = await (
      await postInvoice(accounts[0]!.cookie, invoicePayload(customers[0]![0]!, { invoiceDate: day(-5), dueDate: day(25) }))
    ).json();
    await recordPayment(accounts[0]!.user.id, refunded.id, { amount: new Decimal("200.00"), date: day(0), method: "card", note: null });
    await createCreditNote(
      accounts[0]!.user.id,
      refunded.id,
      createCreditNoteSchema.parse({ reason: "Goodwill", items: [{ description: "Goodwill", quantity: 1, rate: "10.00" }] }),
    );
    await recordRefund(accounts[0]!.user.id, refunded.id, { amount: new Decimal("10.00"), date: day(0), method: "card", note: null });

    for (let step = 0; step < 40; step += 1) {
      const index = random.int(accounts.length);
      await randomOperation(random, accounts[index] as Account, customers[index] as string[]);
    }
    let { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    expect(recounted.open.length).toBeGreaterThan(0);
    expect(recounted.paid.length).toBeGreaterThan(0);

    // Eight writes at once, ten times over, on both users: the triggers' upserts race for the same rows.
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(
        Array.from({ length: 8 }, (_, slot) => randomOperation(random, accounts[slot % 2] as Account, customers[slot % 2] as string[])),
      );
    }
    ({ kept, recounted } = await keptAndRecounted());
    expect(kept).toEqual(recounted);
    // The operations did reach every kind of write the figures depend on.
    const [reached] = await db.$queryRaw<{ credits: number; refunds: number; voided: number; deleted: number }[]>`
      SELECT (SELECT count(*) FROM "CreditNote")::int AS credits, (SELECT count(*) FROM "Refund")::int AS refunds,
        (SELECT count(*) FROM "Invoice" WHERE "voidedAt" IS NOT NULL)::int AS voided,
        (SELECT count(*) FROM "HistoryEntry" WHERE type = 'deleted')::int AS deleted`;
    expect(reached).toEqual({
      credits: expect.any(Number),
      refunds: expect.any(Number),
      voided: expect.any(Number),
      deleted: expect.any(Number),
    });
    expect(Math.min(reached?.credits ?? 0, reached?.refunds ?? 0, reached?.voided ?? 0, reached?.deleted ?? 0)).toBeGreaterThan(0);

    for (const account of accounts) {
      const { stats, scan } = await statsAndScan(account.cookie, account.user.id);
      expect(stats).toEqual(scan);
    }
  }, 240_000);

  it("counts a void and a concurrent payment of the same invoice once, whichever commits first", async () => {
    const account = await proUser();
    const customer = await addCustomer(account.cookie);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const created = await (
        await postInvoice(account.cookie, invoicePayload(customer.id, { invoiceDate: day(-1), dueDate: day(10) }))
      ).json();
      // Issue #25: a payment that commits first makes the invoice issued, so the void is refused (409).
      await Promise.all([
        voidInvoice(account.user.id, created.id).catch((error: unknown) => {
          if (!(error instanceof Error && /sent to your customer/.test(error.message))) throw error;
        }),
        db.$executeRaw`INSERT INTO "Payment" (id, "invoiceId", amount, date, method) VALUES (${`race-${attempt}`}, ${created.id}, 5.00, ${new Date(`${day(0)}T00:00:00Z`)}, 'card')`,
      ]);
    }
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
  });

  it("leave nothing behind when an account is deleted with its invoices and payments", async () => {
    const account = await proUser();
    const customer = await addCustomer(account.cookie);
    const created = await (await postInvoice(account.cookie, invoicePayload(customer.id))).json();
    await recordPayment(account.user.id, created.id, { amount: new Decimal("50.00"), date: day(0), method: "card", note: null });
    expect((await statsAndScan(account.cookie, account.user.id)).stats).toMatchObject({ totalInvoices: 1, totalCustomers: 1 });

    await db.user.delete({ where: { id: account.user.id } });
    const left = await db.$queryRaw<{ n: number }[]>`
      SELECT ((SELECT count(*) FROM "DashboardCount" WHERE "userId" = ${account.user.id})
        + (SELECT count(*) FROM "DashboardOutstanding" WHERE "userId" = ${account.user.id})
        + (SELECT count(*) FROM "DashboardOpenBalance" WHERE "userId" = ${account.user.id})
        + (SELECT count(*) FROM "DashboardPaidMonth" WHERE "userId" = ${account.user.id}))::int AS n`;
    expect(left[0]?.n).toBe(0);
  });

  it("answer the dashboard from the kept rows: a bucket changed by hand shows", async () => {
    // Proves /api/dashboard/stats reads the aggregates rather than scanning the invoices again.
    const account = await proUser();
    const customer = await addCustomer(account.cookie);
    await postInvoice(account.cookie, invoicePayload(customer.id, { invoiceDate: day(-40), dueDate: day(-10) }));
    await db.$executeRaw`UPDATE "DashboardOutstanding" SET balance = balance + 1 WHERE "userId" = ${account.user.id}`;
    const { stats } = await statsAndScan(account.cookie, account.user.id);
    expect(stats.outstanding).toEqual([{ currency: "USD", amount: "201.00" }]);
    expect(stats.overdue).toEqual([{ currency: "USD", amount: "201.00" }]);
  });
});
