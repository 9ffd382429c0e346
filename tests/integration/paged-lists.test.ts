import { GET as listInvoicesRoute } from "@/app/api/invoices/route";
import { GET as recentRoute } from "@/app/api/invoices/recent/route";
import { GET as listCustomersRoute } from "@/app/api/customers/route";
import { customerSelect } from "@/lib/customers/customer-select";
import { db } from "@/lib/db";
import { customerListStatement } from "@/lib/db/sql/list-customer-rows";
import { invoiceListStatement } from "@/lib/db/sql/list-invoice-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { invoiceInclude, toInvoiceJson } from "@/lib/invoices/invoice-json";
import { listRowOf } from "@/lib/invoices/list-row-of";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

async function proUser() {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

type Row = { id: string; number: string };

/** Follows the Link headers from `path` to the last page; every page's rows, in order. */
async function scroll(handler: typeof listInvoicesRoute, cookie: string, path: string, between?: () => Promise<void>) {
  const pages: Row[][] = [];
  let next: string | null = path;
  while (next) {
    const response: Response = await callRoute(handler, { cookie, path: next });
    expect(response.status).toBe(200);
    pages.push(await response.json());
    next = /<([^>]+)>; rel="next"/.exec(response.headers.get("link") ?? "")?.[1] ?? null;
    await between?.();
  }
  return pages;
}

describe("GET /api/invoices, paged", () => {
  it("answers lean rows (no lines, no supplier) equal to the full invoice's fields, newest first", async () => {
    const { cookie, user } = await proUser();
    const customer = await addCustomer(cookie, { country: "DE", vatNumber: "DE136695976" });
    await postInvoice(cookie, invoicePayload(customer.id, { items: [{ description: "A", quantity: 3, rate: "0.10" }] }));
    await postInvoice(cookie, invoicePayload(customer.id, { currency: "SEK", language: "sv" }));
    const sent = await db.invoice.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    await db.invoice.update({ where: { id: sent.id }, data: { sentAt: new Date("2026-11-20T10:11:12.345Z"), sentTo: "k@example.com" } });

    const listed = await (await callRoute(listInvoicesRoute, { cookie })).json();
    const full = (
      await db.invoice.findMany({ where: { userId: user.id }, include: invoiceInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }] })
    ).map(toInvoiceJson);
    // The row the client builds from a new invoice is the row the server lists: the cache stays true.
    expect(listed).toEqual(full.map(listRowOf));
    expect(listed[0]).not.toHaveProperty("items");
    expect(listed[0]).not.toHaveProperty("supplier");
    expect(await (await callRoute(recentRoute, { cookie })).json()).toEqual(full.map(listRowOf));
  });

  it("walks every invoice exactly once by cursor while new ones are created, 50 a page by default", async () => {
    const { cookie, user } = await proUser();
    const customer = await addCustomer(cookie);
    const first = new Date("2026-01-01T00:00:00Z").getTime();
    // 120 invoices, some sharing a createdAt to the millisecond: the id breaks the tie.
    await db.invoice.createMany({
      data: Array.from({ length: 120 }, (_, index) => ({
        userId: user.id,
        number: `INV-${2001 + index}`,
        customerId: customer.id,
        customerName: "Acme",
        customerEmail: "a@example.com",
        customerCountry: "SE",
        supplierName: "Me",
        supplierEmail: "me@example.com",
        supplierCountry: "SE",
        invoiceDate: new Date("2026-01-01"),
        dueDate: new Date("2026-01-31"),
        currency: "EUR" as const,
        language: "en" as const,
        vatScenario: "domestic_b2c",
        subtotal: "10.00",
        taxRate: "0.00",
        tax: "0.00",
        total: "10.00",
        taxLabel: "VAT",
        createdAt: new Date(first + Math.floor(index / 3) * 1000),
      })),
    });

    let created = 0;
    const pages = await scroll(listInvoicesRoute, cookie, "/api/invoices", async () => {
      created += 1;
      await postInvoice(cookie, invoicePayload(customer.id));
    });
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20]);
    const numbers = pages.flat().map((row) => row.number);
    const expected = Array.from({ length: 120 }, (_, index) => `INV-${2001 + index}`);
    expect([...numbers].sort()).toEqual([...expected].sort());
    expect(new Set(numbers).size).toBe(120);
    // Newer invoices created during the scroll sort before the cursor: they belong to a fresh first page.
    expect(created).toBe(3);
    const fresh = await (await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?limit=3" })).json();
    expect(fresh.map((row: Row) => row.number)).toEqual(["INV-1003", "INV-1002", "INV-1001"]);
  });

  it("takes limit up to 200 and keeps it in the next link; anything else is a 400 naming the parameter", async () => {
    const { cookie } = await proUser();
    const customer = await addCustomer(cookie);
    for (let index = 0; index < 3; index += 1) await postInvoice(cookie, invoicePayload(customer.id));

    const page = await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?limit=2" });
    expect(await page.json()).toHaveLength(2);
    expect(page.headers.get("link")).toMatch(/^<\/api\/invoices\?limit=2&cursor=[\w-]+>; rel="next"$/);
    const all = await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?limit=200" });
    expect(await all.json()).toHaveLength(3);
    expect(all.headers.get("link")).toBeNull();

    for (const query of ["limit=0", "limit=201", "limit=abc", "limit=2.5", "limit=-1"]) {
      const response = await callRoute(listInvoicesRoute, { cookie, path: `/api/invoices?${query}` });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "limit must be a whole number from 1 to 200",
        code: "validation",
        fields: ["limit"],
      });
    }
    for (const cursor of ["nonsense", Buffer.from("2026-13-01|x").toString("base64url"), Buffer.from("a|b|c").toString("base64url")]) {
      const response = await callRoute(listInvoicesRoute, { cookie, path: `/api/invoices?cursor=${cursor}` });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("validation");
    }
  });

  it("searches number, customer name and e-mail, case-insensitively, only among the user's own invoices", async () => {
    const { cookie } = await proUser();
    const acme = await addCustomer(cookie, { name: "Acme Corp" });
    const zeta = await addCustomer(cookie, { name: "Zeta Ltd", email: "payables@zeta.example" });
    await postInvoice(cookie, invoicePayload(acme.id));
    await postInvoice(cookie, invoicePayload(zeta.id));
    const stranger = await proUser();
    await postInvoice(stranger.cookie, invoicePayload((await addCustomer(stranger.cookie, { name: "Acme Corp" })).id));

    const byName = await (await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?q=acme" })).json();
    expect(byName.map((row: Row) => row.number)).toEqual(["INV-1001"]);
    const byNumber = await (await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?q=inv-1002" })).json();
    expect(byNumber.map((row: Row) => row.number)).toEqual(["INV-1002"]);
    const byEmail = await (await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?q=PAYABLES%40zeta" })).json();
    expect(byEmail.map((row: Row) => row.number)).toEqual(["INV-1002"]);
    expect(await (await callRoute(listInvoicesRoute, { cookie, path: "/api/invoices?q=%25" })).json()).toEqual([]);
  });

  it("answers an empty array, without a Link, for a user without invoices", async () => {
    const { cookie } = await signUp();
    const response = await callRoute(listInvoicesRoute, { cookie });
    expect(await response.json()).toEqual([]);
    expect(response.headers.get("link")).toBeNull();
  });
});

describe("GET /api/customers, paged", () => {
  it("pages by cursor and searches name and e-mail", async () => {
    const { cookie } = await signUp();
    for (let index = 0; index < 5; index += 1) await addCustomer(cookie, { name: `Customer ${index}`, email: `c${index}@example.com` });
    const pages = await scroll(listCustomersRoute, cookie, "/api/customers?limit=2");
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((row) => (row as unknown as { name: string }).name)).toEqual([
      "Customer 4",
      "Customer 3",
      "Customer 2",
      "Customer 1",
      "Customer 0",
    ]);

    const found = await (await callRoute(listCustomersRoute, { cookie, path: "/api/customers?q=C3%40EXAMPLE" })).json();
    expect(found.map((row: { name: string }) => row.name)).toEqual(["Customer 3"]);
    const bad = await callRoute(listCustomersRoute, { cookie, path: "/api/customers?limit=500" });
    expect(bad.status).toBe(400);
  });
});

describe("the list statements' keyset", () => {
  // A deep page must cost what the first one does: the cursor has to be a range on the
  // (userId, createdAt, id) index, not a filter that reads and drops every newer row (as the same
  // condition spelt out with OR was: 6,574 rows read for page 130, docs/benchmarks.md).
  async function planOf(statement: Prisma.Sql): Promise<string> {
    return db.$transaction(async (tx) => {
      // The test tables are tiny: make the planner walk the list's own index, as it does at scale,
      // and see whether the statement lets the cursor bound that walk.
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      await tx.$executeRawUnsafe("SET LOCAL enable_sort = off");
      const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${statement}`;
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }
  const page = { limit: 50, cursor: { createdAt: new Date("2026-11-20T10:00:00Z"), id: "c1" }, search: null };

  it("reads invoices after the cursor as an index range", async () => {
    const plan = await planOf(invoiceListStatement("u1", page));
    expect(plan).toMatch(/Index Cond: \(\("userId" = 'u1'::text\) AND \(ROW\("createdAt", id\) < ROW\(/);
    expect(plan).not.toMatch(/Filter:.*createdAt/);
  });

  it("reads customers after the cursor as an index range", async () => {
    const plan = await planOf(customerListStatement(customerSelect, "u1", page));
    expect(plan).toMatch(/Index Cond: \(\("userId" = 'u1'::text\) AND \(ROW\("createdAt", id\) < ROW\(/);
    expect(plan).not.toMatch(/Filter:.*createdAt/);
  });
});
