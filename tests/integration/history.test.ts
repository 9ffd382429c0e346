import { spawn } from "node:child_process";
import path from "node:path";
import type Stripe from "stripe";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { DELETE as deleteInvoiceRoute } from "@/app/api/invoices/[id]/route";
import { GET as creditNoteHistoryRoute } from "@/app/api/credit-notes/[id]/history/route";
import { GET as invoiceHistoryRoute } from "@/app/api/invoices/[id]/history/route";
import { DELETE as deletePaymentRoute } from "@/app/api/invoices/[id]/payments/[paymentId]/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as publicLinkRoute } from "@/app/api/invoices/[id]/public-link/route";
import { POST as refundsRoute } from "@/app/api/invoices/[id]/refunds/route";
import { POST as assignRoute } from "@/app/api/payments/import/assign/route";
import { db } from "@/lib/db";
import { GENESIS_HASH } from "@/lib/history/entry-hash";
import { recordPublicVisit } from "@/lib/invoices/open-public-invoice";
import { findPublicInvoice } from "@/lib/invoices/public-link";
import { bookCardRefund, bookCheckoutPayment } from "@/lib/payments/connect/book-card-payment";
import { importBankStatement } from "@/lib/payments/statements/import-bank-statement";
import { verifyRecords } from "@/lib/records/verify-records";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { withDatabase } from "./support/test-database-env";

// Issue #25, "a history no one can rewrite": every write path appends its entry in its own
// transaction, the history routes answer it, and records:verify finds what was changed around the app.

type Invoice = { id: string; number: string; publicUrl: string };
type Entry = { at: string; type: string; actor: string; detail: Record<string, unknown>; hash: string };

async function userWithInvoice() {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  const customer = await addCustomer(account.cookie);
  const response = await postInvoice(account.cookie, invoicePayload(customer.id));
  expect(response.status).toBe(201);
  return { ...account, invoice: (await response.json()) as Invoice };
}

const historyOf = async (cookie: string, id: string): Promise<Entry[]> => {
  const response = await callRoute(invoiceHistoryRoute, { cookie, params: { id }, path: `/api/invoices/${id}/history` });
  expect(response.status).toBe(200);
  return response.json();
};
const typesOf = async (cookie: string, id: string) => (await historyOf(cookie, id)).map((entry) => entry.type);

const pay = (cookie: string, id: string, body: unknown) =>
  callRoute(paymentsRoute, { method: "POST", cookie, params: { id }, body, path: `/api/invoices/${id}/payments` });

describe("history entries from every write path", () => {
  it("a payment recorded and removed by hand: who, how much, which method, in the invoice's history", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    expect(
      (await pay(cookie, invoice.id, { amount: "50.00", method: "bank_transfer", date: "2026-11-10", note: "first part" })).status,
    ).toBe(201);
    const payment = await db.payment.findFirstOrThrow({ where: { invoiceId: invoice.id } });
    const removed = await callRoute(deletePaymentRoute, { method: "DELETE", cookie, params: { id: invoice.id, paymentId: payment.id } });
    expect(removed.status).toBe(200);

    const entries = await historyOf(cookie, invoice.id);
    expect(entries.map((entry) => [entry.type, entry.actor])).toEqual([
      ["created", user.id],
      ["payment_recorded", user.id],
      ["payment_removed", user.id],
    ]);
    expect(entries[1]!.detail).toEqual({
      paymentId: payment.id,
      amount: "50.00",
      currency: "USD",
      date: "2026-11-10",
      method: "bank_transfer",
      source: "manual",
      note: "first part",
    });
    expect(entries[2]!.detail).toEqual({
      paymentId: payment.id,
      amount: "50.00",
      currency: "USD",
      date: "2026-11-10",
      method: "bank_transfer",
    });
    // A refused payment (above the balance) writes no entry: it is in the payment's transaction.
    expect((await pay(cookie, invoice.id, { amount: "999.00", method: "cash" })).status).toBe(400);
    expect(await typesOf(cookie, invoice.id)).toHaveLength(3);
  });

  it("card payments and refunds Stripe reports: actor stripe, source stripe, once however often the event comes", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    await db.connectAccount.create({
      data: { userId: user.id, accountId: `acct_${user.id}`, chargesEnabled: true, detailsSubmitted: true },
    });
    const session = {
      id: "cs_test_1",
      metadata: { invoice_id: invoice.id },
      client_reference_id: null,
      payment_intent: "pi_test_1",
      amount_total: 20000,
      currency: "usd",
    } as unknown as Stripe.Checkout.Session;
    expect(await bookCheckoutPayment(`acct_${user.id}`, session, 1_764_000_000)).toMatchObject({ outcome: "booked" });
    expect(await bookCheckoutPayment(`acct_${user.id}`, session, 1_764_000_000)).toEqual({ outcome: "duplicate" });
    const charge = {
      id: "ch_test_1",
      payment_intent: "pi_test_1",
      metadata: {},
      currency: "usd",
      amount: 20000,
      amount_captured: 20000,
      amount_refunded: 5000,
    } as unknown as Stripe.Charge;
    expect(await bookCardRefund(`acct_${user.id}`, charge, 1_764_100_000)).toMatchObject({ outcome: "booked" });

    const entries = await historyOf(cookie, invoice.id);
    expect(entries.map((entry) => [entry.type, entry.actor])).toEqual([
      ["created", user.id],
      ["payment_recorded", "stripe"],
      ["refund_recorded", "stripe"],
    ]);
    expect(entries[1]!.detail).toMatchObject({
      amount: "200.00",
      currency: "USD",
      method: "card",
      source: "stripe",
      reference: "stripe:pi_test_1",
    });
    expect(entries[2]!.detail).toMatchObject({
      amount: "50.00",
      method: "card",
      source: "stripe",
      reference: "stripe-refund:ch_test_1:5000",
    });
  });

  it("bank statement imports and a line assigned by hand: the user, the bank entry, once when imported again", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    const csv = `When,Text,Who,Sum\n2026-11-24,Invoice ${invoice.number},Acme Corp,150.00\n`;
    const options = { mapping: { date: "When", message: "Text", counterparty: "Who", amount: "Sum" }, currency: "USD" };
    expect((await importBankStatement(user.id, csv, options)).matched).toHaveLength(1);
    expect((await importBankStatement(user.id, csv, options)).duplicates).toBe(1);
    const assigned = await callRoute(assignRoute, {
      method: "POST",
      cookie,
      path: "/api/payments/import/assign",
      body: { invoiceId: invoice.id, entryReference: "E-77", amount: "20.00", date: "2026-11-25", counterparty: "Acme Corp" },
    });
    expect(assigned.status).toBe(201);

    const entries = await historyOf(cookie, invoice.id);
    expect(entries.map((entry) => [entry.type, entry.actor, entry.detail.source, entry.detail.amount])).toEqual([
      ["created", user.id, undefined, undefined],
      ["payment_recorded", user.id, "bank_statement", "150.00"],
      ["payment_recorded", user.id, "bank_statement_assigned", "20.00"],
    ]);
    expect(entries[1]!.detail).toMatchObject({ method: "bank_transfer", date: "2026-11-24", currency: "USD" });
  });

  it("the customer opening the public link: one viewed entry a day, none for the owner's own visit", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    const found = await findPublicInvoice(invoice.publicUrl.split("/i/")[1]!);
    expect(found).not.toBeNull();
    await recordPublicVisit(found!, async () => ({ id: user.id }));
    expect(await typesOf(cookie, invoice.id)).toEqual(["created"]);
    await Promise.all([1, 2, 3].map(() => recordPublicVisit(found!, async () => null)));
    await recordPublicVisit(found!, async () => null);
    const entries = await historyOf(cookie, invoice.id);
    expect(entries.map((entry) => [entry.type, entry.actor])).toEqual([
      ["created", user.id],
      ["viewed", "customer"],
    ]);
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).viewedAt).not.toBeNull();
  });

  it("a renewed public link, a credit note (credited on the invoice, created on the note) and a refund", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    expect((await callRoute(publicLinkRoute, { method: "POST", cookie, params: { id: invoice.id } })).status).toBe(200);
    expect((await pay(cookie, invoice.id, { amount: "200.00", method: "cash" })).status).toBe(201);
    const credit = await callRoute(creditRoute, { method: "POST", cookie, params: { id: invoice.id }, body: { reason: "Cancelled" } });
    expect(credit.status).toBe(201);
    const note = (await credit.json()) as { id: string; number: string };
    const refund = await callRoute(refundsRoute, {
      method: "POST",
      cookie,
      params: { id: invoice.id },
      body: { amount: "200.00", method: "bank_transfer", date: "2026-11-26" },
    });
    expect(refund.status).toBe(201);

    const entries = await historyOf(cookie, invoice.id);
    expect(entries.map((entry) => [entry.type, entry.actor])).toEqual([
      ["created", user.id],
      ["public_link_renewed", user.id],
      ["payment_recorded", user.id],
      ["credited", user.id],
      ["refund_recorded", user.id],
    ]);
    expect(entries[1]!.detail).toEqual({});
    expect(entries[3]!.detail).toMatchObject({ creditNoteId: note.id, number: note.number, total: "200.00", reason: "Cancelled" });
    expect(entries[4]!.detail).toMatchObject({ amount: "200.00", method: "bank_transfer" });

    const noteHistory = await callRoute(creditNoteHistoryRoute, { cookie, params: { id: note.id } });
    expect(noteHistory.status).toBe(200);
    const noteEntries = (await noteHistory.json()) as Entry[];
    expect(noteEntries.map((entry) => [entry.type, entry.actor])).toEqual([["created", user.id]]);
    expect(noteEntries[0]!.detail).toMatchObject({ invoiceId: invoice.id, contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

describe("GET /api/invoices/{id}/history and /api/credit-notes/{id}/history", () => {
  it("answers the owner's entries oldest first, each with the hash of the user's chain", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    expect((await pay(cookie, invoice.id, { amount: "10.00", method: "cash" })).status).toBe(201);
    const entries = await historyOf(cookie, invoice.id);
    const stored = await db.historyEntry.findMany({ where: { userId: user.id }, orderBy: { sequence: "asc" } });
    expect(entries).toEqual(
      stored.map((row) => ({ at: row.at.toISOString(), type: row.type, actor: row.actor, detail: row.detail, hash: row.hash })),
    );
    expect(stored[0]!.previousHash).toBe(GENESIS_HASH);
    expect(Date.parse(entries[0]!.at)).toBeLessThanOrEqual(Date.parse(entries[1]!.at));
  });

  it("a deleted invoice (kept, marked deleted) still answers its history, and records:verify still vouches for it", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    expect((await callRoute(deleteInvoiceRoute, { method: "DELETE", cookie, params: { id: invoice.id } })).status).toBe(200);
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).deletedAt).not.toBeNull();
    const entries = await historyOf(cookie, invoice.id);
    expect(entries.map((entry) => entry.type)).toEqual(["created", "deleted"]);
    expect(entries[0]!.actor).toBe(user.id);
    expect(await verifyRecords()).toMatchObject({ ok: true });
  });

  it("someone else's invoice or credit note is 404, no session is 401", async () => {
    const { cookie, invoice } = await userWithInvoice();
    const credit = await callRoute(creditRoute, { method: "POST", cookie, params: { id: invoice.id }, body: { reason: "Wrong" } });
    const note = (await credit.json()) as { id: string };
    const stranger = await signUp();
    const strangerInvoice = await callRoute(invoiceHistoryRoute, { cookie: stranger.cookie, params: { id: invoice.id } });
    expect(strangerInvoice.status).toBe(404);
    expect(await strangerInvoice.json()).toMatchObject({ message: "Invoice not found" });
    expect((await callRoute(creditNoteHistoryRoute, { cookie: stranger.cookie, params: { id: note.id } })).status).toBe(404);
    expect((await callRoute(invoiceHistoryRoute, { params: { id: invoice.id } })).status).toBe(401);
    expect((await callRoute(creditNoteHistoryRoute, { params: { id: note.id } })).status).toBe(401);
    expect((await callRoute(invoiceHistoryRoute, { cookie, params: { id: "no-such-invoice" } })).status).toBe(404);
  });
});

/**
 * `npm run records:verify` in a process of its own against this test's database; null on in-memory
 * PGlite (no TEST_DATABASE_URL), which no other process can reach: there the function is checked alone.
 */
async function runVerifyProcess(): Promise<{ code: number | null; out: string; err: string } | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  const [database] = await db.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
  const url = withDatabase(process.env.TEST_DATABASE_URL as string, database?.name ?? "");
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["--tsconfig", path.resolve("tsconfig.json"), path.resolve("scripts/records-verify.ts")],
      { env: { ...process.env, DATABASE_URL: url, NODE_OPTIONS: "" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

/** As a tamperer with the database's superuser would: the append-only trigger switched off around the change. */
async function withoutAppendOnly(work: () => Promise<unknown>): Promise<void> {
  await db.$executeRawUnsafe(`ALTER TABLE "HistoryEntry" DISABLE TRIGGER "history_entry_append_only"`);
  try {
    await work();
  } finally {
    await db.$executeRawUnsafe(`ALTER TABLE "HistoryEntry" ENABLE TRIGGER "history_entry_append_only"`);
  }
}

describe("records:verify", () => {
  // One database for the whole file: each case leaves it clean again, so the next finds only its own change.
  it("a clean chain: exit 0 and how many it checked (the script, in its own process)", async () => {
    const { cookie, invoice } = await userWithInvoice();
    expect((await pay(cookie, invoice.id, { amount: "10.00", method: "cash" })).status).toBe(201);
    expect((await callRoute(creditRoute, { method: "POST", cookie, params: { id: invoice.id }, body: { reason: "Part" } })).status).toBe(
      201,
    );
    const checked = await verifyRecords();
    expect(checked).toMatchObject({ ok: true, creditNotes: expect.any(Number) });
    if (!checked.ok) throw new Error(checked.mismatch);
    expect(checked.invoices).toBe(await db.invoice.count());
    expect(checked.entries).toBe(await db.historyEntry.count());
    const run = await runVerifyProcess();
    if (!run) return;
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      `OK: ${checked.entries} history entries of ${checked.users} users, ${checked.invoices} invoices and ${checked.creditNotes} credit notes checked`,
    );
  }, 120_000);

  it("finds an invoice total changed with SQL, naming the invoice (exit 1)", async () => {
    const { invoice } = await userWithInvoice();
    await db.$executeRaw`UPDATE "Invoice" SET total = 20.00 WHERE id = ${invoice.id}`;
    try {
      expect(await verifyRecords()).toEqual({
        ok: false,
        mismatch: expect.stringMatching(
          new RegExp(`^invoice ${invoice.number} \\(${invoice.id}\\) was changed: its content hash does not match`),
        ),
      });
      const run = await runVerifyProcess();
      if (run) expect(run.code).toBe(1);
      if (run) expect(run.err).toContain(`MISMATCH: invoice ${invoice.number} (${invoice.id}) was changed`);
    } finally {
      await db.$executeRaw`UPDATE "Invoice" SET total = 200.00 WHERE id = ${invoice.id}`;
    }
    expect(await verifyRecords()).toMatchObject({ ok: true });
  }, 120_000);

  it("finds a credit note's amount changed with SQL", async () => {
    const { cookie, invoice } = await userWithInvoice();
    const note = (await (
      await callRoute(creditRoute, { method: "POST", cookie, params: { id: invoice.id }, body: { reason: "Cancelled" } })
    ).json()) as { id: string; number: string };
    await db.$executeRaw`UPDATE "CreditNoteItem" SET description = 'Something else' WHERE "creditNoteId" = ${note.id}`;
    expect(await verifyRecords()).toEqual({
      ok: false,
      mismatch: expect.stringMatching(new RegExp(`^credit note ${note.number} \\(${note.id}\\) was changed`)),
    });
    await db.$executeRaw`UPDATE "CreditNoteItem" SET description = 'Design work' WHERE "creditNoteId" = ${note.id}`;
    expect(await verifyRecords()).toMatchObject({ ok: true });
  });

  it("finds a history row removed in the middle and at the end of a chain, and a changed entry", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    for (const amount of ["10.00", "20.00", "30.00"]) expect((await pay(cookie, invoice.id, { amount, method: "cash" })).status).toBe(201);
    const rows = await db.historyEntry.findMany({ where: { userId: user.id }, orderBy: { sequence: "asc" } });
    expect(rows.map((row) => row.sequence)).toEqual([1, 2, 3, 4]);
    const restore = async (row: (typeof rows)[number]) => {
      // Put back as it was: the append trigger would give it a new place, so every trigger is off for this.
      await db.$executeRawUnsafe(`ALTER TABLE "HistoryEntry" DISABLE TRIGGER ALL`);
      try {
        await db.historyEntry.create({ data: { ...row, detail: row.detail as object } });
      } finally {
        await db.$executeRawUnsafe(`ALTER TABLE "HistoryEntry" ENABLE TRIGGER ALL`);
      }
    };

    await withoutAppendOnly(() => db.$executeRaw`DELETE FROM "HistoryEntry" WHERE id = ${rows[1]!.id}`);
    expect(await verifyRecords()).toEqual({
      ok: false,
      mismatch: `history entry 2 of user ${user.id} is missing (removed from the chain)`,
    });
    const run = await runVerifyProcess();
    if (run) expect(run.code).toBe(1);
    if (run) expect(run.err).toContain(`MISMATCH: history entry 2 of user ${user.id} is missing`);
    await restore(rows[1]!);
    expect(await verifyRecords()).toMatchObject({ ok: true });

    await withoutAppendOnly(() => db.$executeRaw`DELETE FROM "HistoryEntry" WHERE id = ${rows[3]!.id}`);
    expect(await verifyRecords()).toEqual({
      ok: false,
      mismatch: `history entry 4 of user ${user.id} is missing (removed from the end of the chain)`,
    });
    await restore(rows[3]!);

    await withoutAppendOnly(
      () => db.$executeRaw`UPDATE "HistoryEntry" SET detail = detail || '{"amount": "1.00"}' WHERE id = ${rows[2]!.id}`,
    );
    expect(await verifyRecords()).toEqual({
      ok: false,
      mismatch: `history entry 3 of user ${user.id} (payment_recorded) was changed: its hash does not match its content`,
    });
    await withoutAppendOnly(
      () => db.$executeRaw`UPDATE "HistoryEntry" SET detail = ${JSON.stringify(rows[2]!.detail)}::jsonb WHERE id = ${rows[2]!.id}`,
    );
    expect(await verifyRecords()).toMatchObject({ ok: true });
  }, 120_000);

  it("accepts a gap a purge logged, and names an invoice deleted around the app", async () => {
    const { cookie, user, invoice } = await userWithInvoice();
    const second = (await (await postInvoice(cookie, invoicePayload((await addCustomer(cookie)).id))).json()) as Invoice;
    expect((await pay(cookie, second.id, { amount: "10.00", method: "cash" })).status).toBe(201);
    const firstEntries = await db.historyEntry.findMany({ where: { invoiceId: invoice.id }, select: { sequence: true } });

    // An invoice gone with its entries but no purge log: named.
    await withoutAppendOnly(async () => {
      await db.$executeRaw`DELETE FROM "HistoryEntry" WHERE "invoiceId" = ${invoice.id}`;
      await db.$executeRaw`DELETE FROM "Invoice" WHERE id = ${invoice.id}`;
    });
    expect(await verifyRecords()).toEqual({
      ok: false,
      mismatch: `history entry 1 of user ${user.id} is missing (removed from the chain)`,
    });

    // The same gap as the purge leaves it, logged: accepted, and the rest of the chain still checked.
    await db.purgedRecord.create({
      data: {
        id: `purged-${invoice.id}`,
        userId: user.id,
        documentType: "invoice",
        documentId: invoice.id,
        number: invoice.number,
        issueDate: new Date("2026-11-02T00:00:00Z"),
        historySequences: firstEntries.map((entry) => entry.sequence),
      },
    });
    expect(await verifyRecords()).toMatchObject({ ok: true });
  });
});
