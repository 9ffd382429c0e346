import { customerSelect } from "@/lib/customers/customer-select";
import { db } from "@/lib/db";
import { customerListStatement, customerListStatements } from "@/lib/db/sql/list-customer-rows";
import { invoiceListStatement, invoiceListStatements, listInvoiceRows } from "@/lib/db/sql/list-invoice-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { INVOICE_STATUS_FILTERS } from "@/lib/invoices/invoice-status";
import { listCondition, statusCondition } from "@/lib/invoices/status-filter";

// Every list, status filter and search must be planned on the user's own rows, whatever share of
// the table the user holds (issue #30: at 100,000 of 1,000,000 invoices the planner walked the
// global Invoice_createdAt_idx backward and filtered the whole table, 362 ms for ?status=paid).
// The table below is skewed the way that fooled it: one user holds half of it, all of it older
// than everybody else's, so a walk down the global index from the newest row meets the other
// users' rows first. After ANALYZE, each statement's plan must reach Invoice and Customer only
// through an index whose condition is the owner, and never filter rows by userId.

const WHALE = "plan-whale";
const MINNOW = "plan-minnow";
const WHALE_INVOICES = 30_000;
const OTHER_USERS = 300;
const OTHER_INVOICES = 30_000;

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** Every node of a plan that reads a table or an index, with the table's name. */
function scansOf(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  if (node["Relation Name"] || node["Index Name"]) found.push(node);
  for (const child of node.Plans ?? []) scansOf(child, found);
  return found;
}

async function planOf(statement: Prisma.Sql): Promise<PlanNode> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>`EXPLAIN (FORMAT JSON) ${statement}`;
  if (!row) throw new Error("EXPLAIN returned nothing");
  return row["QUERY PLAN"][0].Plan;
}

/** The plan reads only the user's own rows: an index on the owner, never a scan or a filter on the owner. */
function expectUserScoped(plan: PlanNode, what: string) {
  const scans = scansOf(plan);
  expect(scans.length).toBeGreaterThan(0);
  for (const scan of scans) {
    const described = `${what}: ${scan["Node Type"]} ${scan["Index Name"] ?? scan["Relation Name"]}`;
    expect({ described, seq: scan["Node Type"] }).not.toEqual({ described, seq: "Seq Scan" });
    // A bitmap heap scan carries its index's condition as Recheck Cond; every other scan of an index has it as Index Cond.
    if (scan["Node Type"] === "Bitmap Heap Scan") continue;
    // The owner is the index's condition: "userId" = …, or the search index's keys, which hash the owner into each key.
    expect({ described, cond: /"userId" = |search_keys\("userId"/.test(scan["Index Cond"] ?? "") }).toEqual({ described, cond: true });
    expect({ described, filter: scan.Filter ?? "" }).not.toEqual({ described, filter: expect.stringMatching(/"userId" = /) });
  }
}

beforeAll(async () => {
  await db.$executeRaw`
    INSERT INTO "User" (id, email, "passwordHash", username, "updatedAt")
    SELECT id, id || '@example.com', 'x', id, now()
    FROM (SELECT ${WHALE} AS id UNION ALL SELECT ${MINNOW} UNION ALL SELECT 'plan-other-' || g FROM generate_series(1, ${OTHER_USERS}::int) g) u`;
  // Columns the list reads, the rest left to their defaults. state: 0–79 paid, 80–89 partly paid, 90–96 open, 97 deleted, 98–99 void.
  const insert = (user: Prisma.Sql, count: number, newestDaysAgo: number, spreadDays: number, prefix: string) => db.$executeRaw`
    INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", "createdAt", currency, language, subtotal, "taxRate", tax, total,
      "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail",
      "amountPaid", "voidedAt", "deletedAt")
    SELECT ${prefix} || g, ${user}, 'INV-' || (1000 + g), created::date, created::date + 30, created, 'EUR', 'en', 100, 0, 0, 100,
      'domestic_b2b', 'VAT', 'DE', 'DE', 'Kontor ' || (g % 500) || ' GmbH', 'billing' || (g % 500) || '@kontor.example', 'S', 's@example.com',
      CASE WHEN state < 80 THEN 100 WHEN state < 90 THEN 40 ELSE 0 END, CASE WHEN state >= 98 THEN created END,
      CASE WHEN state = 97 THEN created END
    FROM (SELECT g, (g * 37) % 100 AS state,
            now() - make_interval(days => ${newestDaysAgo}::int) - make_interval(secs => (${spreadDays}::int * 86400.0 * g / ${count}::int)) AS created
          FROM generate_series(1, ${count}::int) g) s`;
  // The whale's invoices are all older than anybody else's: the global index's newest end holds none of them.
  await insert(Prisma.sql`${WHALE}`, WHALE_INVOICES, 800, 700, `${WHALE}-`);
  await insert(Prisma.sql`'plan-other-' || (1 + g % ${OTHER_USERS}::int)`, OTHER_INVOICES, 0, 700, "plan-other-inv-");
  await insert(Prisma.sql`${MINNOW}`, 100, 0, 700, `${MINNOW}-`);
  await db.$executeRaw`
    INSERT INTO "Customer" (id, "userId", name, email, country, "updatedAt")
    SELECT 'plan-customer-' || u || '-' || c, u, 'Kontor ' || c || ' GmbH', 'billing' || c || '@kontor.example', 'DE', now()
    FROM (VALUES (${WHALE}, 20000), (${MINNOW}, 100)) users(u, n), generate_series(1, n) c`;
  await db.$executeRawUnsafe(`ANALYZE "Invoice"`);
  await db.$executeRawUnsafe(`ANALYZE "Customer"`);
}, 120_000);

const firstPage = { limit: 50, cursor: null, search: null };
const deepPage = { limit: 50, cursor: { createdAt: new Date(Date.now() - 900 * 86_400_000), id: `${WHALE}-9999` }, search: null };

describe.each([WHALE, MINNOW])("the lists of %s are planned on the user's own rows", (userId) => {
  it("the invoice list, first and deep pages", async () => {
    expectUserScoped(await planOf(invoiceListStatement(userId, firstPage, listCondition(null))), "first page");
    expectUserScoped(await planOf(invoiceListStatement(userId, deepPage, listCondition(null))), "deep page");
  });

  it.each(INVOICE_STATUS_FILTERS)("?status=%s", async (status) => {
    expectUserScoped(await planOf(invoiceListStatement(userId, firstPage, statusCondition(status))), status);
    expectUserScoped(await planOf(invoiceListStatement(userId, deepPage, statusCondition(status))), `${status}, deep`);
  });

  // Each search is up to two statements (the newest rows, then the search index): both are checked.
  it.each(["Kontor 42", "billing7@", "INV-1234", "nothing like this anywhere", "a-1"])("?q=%s, alone and with a status", async (search) => {
    for (const statement of invoiceListStatements(userId, { ...firstPage, search }, listCondition(null))) {
      expectUserScoped(await planOf(statement), search);
    }
    for (const statement of invoiceListStatements(userId, { ...firstPage, search }, statusCondition("paid"))) {
      expectUserScoped(await planOf(statement), `${search}, paid`);
    }
  });

  it.each(["", "Kontor 42", "billing7@", "nothing like this anywhere"])("the customers' list, q=%s", async (search) => {
    for (const statement of customerListStatements(customerSelect, userId, { ...firstPage, search: search || null })) {
      expectUserScoped(await planOf(statement), `customers ${search}`);
    }
  });
});

it("the status filters walk their own partial index, so no page reads rows of another status", async () => {
  const indexOf = async (status: Parameters<typeof statusCondition>[0]) =>
    scansOf(await planOf(invoiceListStatement(WHALE, firstPage, statusCondition(status))))
      .map((scan) => scan["Index Name"])
      .join();
  expect(await indexOf("paid")).toBe("Invoice_paid_list_idx");
  expect(await indexOf("unpaid")).toBe("Invoice_open_list_idx");
  expect(await indexOf("overdue")).toBe("Invoice_open_list_idx");
  expect(await indexOf("void")).toBe("Invoice_void_list_idx");
  expect(await indexOf("credited")).toBe("Invoice_credited_list_idx");
  expect(await indexOf("refundDue")).toBe("Invoice_refund_due_list_idx");
  expect(await indexOf("deleted")).toBe("Invoice_deleted_list_idx");
});

it("a search past the newest rows reads the search index, not the user's rows", async () => {
  const plan = await planOf(invoiceListStatement(WHALE, { ...firstPage, search: "nothing like this anywhere" }));
  expect(scansOf(plan).map((scan) => scan["Index Name"] ?? scan["Node Type"])).toContain("Invoice_search_idx");
  const customers = await planOf(customerListStatement(customerSelect, WHALE, { ...firstPage, search: "nothing like this anywhere" }));
  expect(scansOf(customers).map((scan) => scan["Index Name"] ?? scan["Node Type"])).toContain("Customer_search_idx");
});

it("the check itself fails on the plan issue #30 found: the global index, the owner as a filter", async () => {
  // Without the user-led indexes, the whale's paid invoices are found by walking Invoice_createdAt_idx.
  await expect(
    db.$transaction(async (tx) => {
      for (const index of ["Invoice_paid_list_idx", "Invoice_open_list_idx", "Invoice_void_list_idx", "Invoice_userId_createdAt_id_idx"]) {
        await tx.$executeRawUnsafe(`DROP INDEX "${index}"`);
      }
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      await tx.$executeRawUnsafe("SET LOCAL enable_bitmapscan = off");
      await tx.$executeRawUnsafe("SET LOCAL enable_sort = off");
      const [row] = await tx.$queryRaw<
        { "QUERY PLAN": [{ Plan: PlanNode }] }[]
      >`EXPLAIN (FORMAT JSON) ${invoiceListStatement(WHALE, firstPage, statusCondition("paid"))}`;
      expectUserScoped((row as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"][0].Plan, "without the indexes");
    }),
  ).rejects.toThrow(/Invoice_createdAt_idx|userId/);
});

describe("a search answers what reading every row would", () => {
  // The page comes from the newest rows when they fill it, else from the search index: either way
  // the same rows as one ILIKE over all of the user's invoices, in the same order.
  it.each(["GmbH", "Kontor 42 ", "kontor 4", "billing7@", "INV-12", "nothing like this anywhere", "r 1", "%"])("q=%s", async (search) => {
    const pattern = `%${search.replace(/[\\%_]/g, "\\$&")}%`;
    const cursor = { createdAt: new Date(Date.now() - 1100 * 86_400_000), id: `${WHALE}-zzz` };
    for (const page of [
      { limit: 50, cursor: null, search },
      { limit: 20, cursor, search },
    ]) {
      const rows = await listInvoiceRows(WHALE, page, statusCondition("paid"));
      const expected = await db.$queryRaw<{ id: string }[]>`
        SELECT id FROM "Invoice" WHERE "userId" = ${WHALE} AND "deletedAt" IS NULL AND "voidedAt" IS NULL AND "amountPaid" >= total
          AND (${page.cursor?.createdAt ?? null}::timestamp IS NULL OR ("createdAt", id) < (${page.cursor?.createdAt ?? null}::timestamp, ${page.cursor?.id ?? ""}))
          AND (number ILIKE ${pattern} OR "customerName" ILIKE ${pattern} OR "customerEmail" ILIKE ${pattern})
        ORDER BY "createdAt" DESC, id DESC LIMIT ${page.limit + 1}`;
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    }
  });
});
