import { Client } from "pg";
import { freshBenchDatabase, postCreated, signUpOverHttp, startServer } from "./bench-server";
import { summary, timeEach } from "./stats";

const PORT = 3196;
const BENCH_ITEMS = [
  { description: "Consulting", quantity: 3, rate: "120.00" },
  { description: "Travel", quantity: 1, rate: "80.50" },
];
/** Node runs a server on one core; production runs several stateless instances, so does the bench (one per core). */
const INSTANCES = 2;

/**
 * Over real HTTP against `next start` on PostgreSQL: invoice creations per second with 4 concurrent
 * clients (aim ≥ 200/s), GET /api/invoices for a user with 1,000 invoices (aim p95 ≤ 50 ms), and
 * GET /api/dashboard/stats with 100,000 invoices in the database (aim p95 ≤ 20 ms).
 */
export async function benchInvoices(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench");
  const servers = await Promise.all(Array.from({ length: INSTANCES }, (_, n) => startServer(databaseUrl, PORT + n)));
  const [server] = servers as [(typeof servers)[number]];
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    // Four clients, each a Pro user of its own: one person rarely issues invoices in parallel.
    const clients = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const { cookie, id } = await signUpOverHttp(server.baseUrl, `bench${n}@example.com`);
        await sql.query(`UPDATE "User" SET "isPro" = true WHERE id = $1`, [id]);
        const baseUrl = (servers[n % INSTANCES] ?? server).baseUrl;
        return { cookie, id, baseUrl, customerId: await createCustomer(server.baseUrl, cookie) };
      }),
    );
    const [{ cookie, id: userId }] = clients as [(typeof clients)[number]];

    for (const client of clients) for (let i = 0; i < 10; i += 1) await createInvoice(client.baseUrl, client.cookie, client.customerId);
    const creations = 2000;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < creations / clients.length; i += 1) await createInvoice(client.baseUrl, client.cookie, client.customerId);
      }),
    );
    const perSecond = creations / ((performance.now() - started) / 1000);

    await topUpInvoices(sql, userId, 1000);
    const list = await timeEach(100, () => get(server.baseUrl, "/api/invoices", cookie));

    await bulkInsertOtherInvoices(sql, 100_000);
    const stats = await timeEach(200, () => get(server.baseUrl, "/api/dashboard/stats", cookie));
    for (const instance of servers) instance.stop();
    const inProcess = await createInProcess(databaseUrl, clients, creations);
    return [
      `POST /api/invoices, 4 concurrent clients over ${INSTANCES} server instances: ${perSecond.toFixed(0)} invoices/s (${creations} invoices)`,
      `createInvoice() called in-process (no HTTP, no Next), 4 concurrent callers: ${inProcess.toFixed(0)} invoices/s (${creations} invoices)`,
      `GET /api/invoices, user with 1,000 invoices: ${summary(list)}`,
      `GET /api/dashboard/stats, 100,000+ invoices in the database: ${summary(stats)}`,
    ];
  } finally {
    await sql.end();
    for (const instance of servers) instance.stop();
  }
}

const createCustomer = (baseUrl: string, cookie: string) =>
  postCreated(baseUrl, "/api/customers", cookie, {
    name: "Kunde GmbH",
    email: "k@example.com",
    country: "DE",
    customerType: "business",
    vatNumber: "DE136695976",
  });

const createInvoice = (baseUrl: string, cookie: string, customerId: string) =>
  postCreated(baseUrl, "/api/invoices", cookie, { customerId, vatScenario: "auto", items: BENCH_ITEMS });

async function get(baseUrl: string, path: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
}

/** Leaves the bench user with exactly `count` invoices (the creation run made some already). */
async function topUpInvoices(sql: Client, userId: string, count: number): Promise<void> {
  const { rows } = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM "Invoice" WHERE "userId" = $1`, [userId]);
  const have = Number(rows[0]?.n ?? 0);
  if (have > count) {
    await sql.query(`DELETE FROM "Invoice" WHERE id IN (SELECT id FROM "Invoice" WHERE "userId" = $1 ORDER BY "createdAt" LIMIT $2)`, [
      userId,
      have - count,
    ]);
  }
}

/** 100,000 invoices of other users, written in bulk with SQL so the setup takes seconds. */
async function bulkInsertOtherInvoices(sql: Client, count: number): Promise<void> {
  await sql.query(`INSERT INTO "User" (id, email, "passwordHash", username, "updatedAt")
    SELECT 'bulk-user-' || g, 'bulk' || g || '@example.com', 'x', 'Bulk ' || g, now() FROM generate_series(1, 1000) g`);
  await sql.query(
    `INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", currency, language, subtotal, "taxRate", tax, total,
      "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail")
    SELECT 'bulk-inv-' || g, 'bulk-user-' || (1 + g % 1000), 'INV-' || (1000 + g), current_date, current_date + 30, 'USD', 'en',
      100, 0, 0, 100, 'domestic_b2b', 'Tax', 'US', 'US', 'Customer', 'c@example.com', 'Supplier', 's@example.com'
    FROM generate_series(1, $1::int) g`,
    [count],
  );
  await sql.query("ANALYZE");
}

/**
 * The same creations without the web layer: the domain function on the same PostgreSQL, four
 * callers at once. Tells the database work apart from what a request costs in Next.
 */
async function createInProcess(databaseUrl: string, clients: { id: string; customerId: string }[], creations: number): Promise<number> {
  process.env.DATABASE_URL = databaseUrl;
  const { createInvoice: create, readInvoiceSupplier } = await import("@/lib/invoices/create-invoice");
  const { createInvoiceSchema } = await import("@/lib/invoices/schemas");
  const callers = await Promise.all(
    clients.map(async ({ id, customerId }) => ({
      supplier: await readInvoiceSupplier(id),
      data: createInvoiceSchema("VAT").parse({ customerId, vatScenario: "auto", items: BENCH_ITEMS }),
    })),
  );
  for (const { supplier, data } of callers) for (let i = 0; i < 10; i += 1) await create(supplier, data);
  const started = performance.now();
  await Promise.all(
    callers.map(async ({ supplier, data }) => {
      for (let i = 0; i < creations / callers.length; i += 1) await create(supplier, data);
    }),
  );
  return creations / ((performance.now() - started) / 1000);
}
