import { db } from "@/lib/db";
import { entryHash, GENESIS_HASH } from "@/lib/history/entry-hash";
import { recordHistoryEntry } from "@/lib/history/record-history-entry";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

type Row = {
  id: string;
  userId: string;
  sequence: number;
  invoiceId: string | null;
  creditNoteId: string | null;
  type: string;
  actor: string;
  at: Date;
  detailText: string;
  detail: Record<string, unknown>;
  previousHash: string;
  hash: string;
};

const entriesOf = (userId: string) =>
  db.$queryRaw<Row[]>`
    SELECT id, "userId", sequence, "invoiceId", "creditNoteId", type, actor, at, detail::text AS "detailText", detail, "previousHash", hash
    FROM "HistoryEntry" WHERE "userId" = ${userId} ORDER BY sequence`;

async function userWithInvoice() {
  const { user, cookie } = await signUp();
  const customer = await addCustomer(cookie);
  const response = await postInvoice(cookie, invoicePayload(customer.id));
  expect(response.status).toBe(201);
  return { user, cookie, invoice: (await response.json()) as { id: string; number: string } };
}

describe("the history table", () => {
  it("an issued invoice has a created entry with its content hash, first in the user's chain", async () => {
    const { user, invoice } = await userWithInvoice();
    const [created, ...rest] = await entriesOf(user.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ sequence: 1, invoiceId: invoice.id, type: "created", actor: user.id, previousHash: GENESIS_HASH });
    expect(created!.detail).toMatchObject({
      number: invoice.number,
      total: "200.00",
      currency: "USD",
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The database's content hash of the stored rows equals the one the insert statement wrote.
    const [stored] = await db.$queryRaw<{ hash: string }[]>`
      SELECT "invoice_content_hash"(to_jsonb(i), (SELECT jsonb_agg(to_jsonb(it)) FROM "InvoiceItem" it WHERE it."invoiceId" = i.id)) AS hash
      FROM "Invoice" i WHERE i.id = ${invoice.id}`;
    expect(created!.detail.contentHash).toBe(stored?.hash);
  });

  it("each hash is SHA-256 over the previous hash and the entry's canonical JSON, recomputed outside the database", async () => {
    const { user, invoice } = await userWithInvoice();
    // Text that jsonb and JSON.stringify must escape alike: quotes, backslashes, control characters, non-ASCII.
    await recordHistoryEntry(db, {
      userId: user.id,
      invoiceId: invoice.id,
      type: "sent",
      actor: "user",
      detail: { to: 'o"brien\\@example.com', note: "line\nbreak\ttab\u0001 ÅÄÖ €", amounts: [1.5, "2.50"], nested: { b: 1, a: null } },
    });
    await recordHistoryEntry(db, { userId: user.id, creditNoteId: "cn-not-yet-a-table", type: "credited", actor: "system" });
    const entries = await entriesOf(user.id);
    expect(entries.map((entry) => entry.sequence)).toEqual([1, 2, 3]);
    let previous = GENESIS_HASH;
    for (const entry of entries) {
      expect(entry.previousHash).toBe(previous);
      expect(entry.hash).toBe(entryHash(previous, entry));
      previous = entry.hash;
    }
    const [head] = await db.$queryRaw<
      { lastSequence: number; lastHash: string }[]
    >`SELECT "lastSequence", "lastHash" FROM "HistoryChain" WHERE "userId" = ${user.id}`;
    expect(head).toEqual({ lastSequence: 3, lastHash: previous });
  });

  it("the writer cannot choose the sequence, time or hash: the trigger sets them", async () => {
    const { user, invoice } = await userWithInvoice();
    await db.$executeRaw`
      INSERT INTO "HistoryEntry" (id, "userId", "invoiceId", type, actor, detail, sequence, at, "previousHash", hash)
      VALUES ('forged', ${user.id}, ${invoice.id}, 'viewed', 'customer', '{}', 99, '2001-01-01', 'x', 'y')`;
    const forged = (await entriesOf(user.id)).find((entry) => entry.id === "forged")!;
    expect(forged.sequence).toBe(2);
    expect(forged.at.getUTCFullYear()).toBeGreaterThan(2001);
    expect(forged.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const { user } = await userWithInvoice();
    await expect(db.$executeRaw`UPDATE "HistoryEntry" SET detail = '{"total":"1.00"}' WHERE "userId" = ${user.id}`).rejects.toThrow(
      /append-only/,
    );
    await expect(db.$executeRaw`DELETE FROM "HistoryEntry" WHERE "userId" = ${user.id}`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`TRUNCATE "HistoryEntry"`).rejects.toThrow(/append-only/);
    expect(await entriesOf(user.id)).toHaveLength(1);
  });

  it("an entry needs a document, and a user that exists", async () => {
    const { user } = await userWithInvoice();
    await expect(recordHistoryEntry(db, { userId: user.id, type: "sent", actor: "user" })).rejects.toThrow();
    await expect(recordHistoryEntry(db, { userId: "nobody", invoiceId: "x", type: "sent", actor: "user" })).rejects.toThrow();
  });

  it("concurrent appends of one user each get their own place: no shared predecessor, no gap", async () => {
    const { user, invoice } = await userWithInvoice();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        db.$transaction((tx) =>
          recordHistoryEntry(tx, { userId: user.id, invoiceId: invoice.id, type: "viewed", actor: "customer", detail: { index } }),
        ),
      ),
    );
    const entries = await entriesOf(user.id);
    expect(entries.map((entry) => entry.sequence)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    for (let index = 1; index < entries.length; index += 1) expect(entries[index]!.previousHash).toBe(entries[index - 1]!.hash);
  });

  it("an append rolled back with its transaction leaves neither entry nor gap", async () => {
    const { user, invoice } = await userWithInvoice();
    await expect(
      db.$transaction(async (tx) => {
        await recordHistoryEntry(tx, { userId: user.id, invoiceId: invoice.id, type: "voided", actor: "user" });
        throw new Error("refused after the append");
      }),
    ).rejects.toThrow("refused after the append");
    await recordHistoryEntry(db, { userId: user.id, invoiceId: invoice.id, type: "viewed", actor: "customer" });
    expect((await entriesOf(user.id)).map((entry) => [entry.sequence, entry.type])).toEqual([
      [1, "created"],
      [2, "viewed"],
    ]);
  });
});
