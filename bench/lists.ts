import { Client } from "pg";
import { freshBenchDatabase, postCreated, signUpOverHttp, startServer } from "./bench-server";
import { summary, timeEach } from "./stats";

const PORT = 3194;
const USER_INVOICES = 10_000;
const TABLE_INVOICES = 1_000_000;
const OTHER_USERS = 2_000;

/**
 * Issue #12's list aims, over real HTTP against one `next start` instance on PostgreSQL:
 * `GET /api/invoices?limit=50` for a user with 10,000 invoices among 1,000,000 (aim p95 ≤ 25 ms
 * and ≤ 60 KB), and a full scroll through those 10,000 by cursor while the same user creates
 * invoices, which must return each of them exactly once.
 */
export async function benchLists(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_lists");
  const server = await startServer(databaseUrl, PORT);
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { cookie, id: userId } = await signUpOverHttp(server.baseUrl, "lists@example.com");
    await sql.query(`UPDATE "User" SET "isPro" = true WHERE id = $1`, [userId]);
    const customerId = await postCreated(server.baseUrl, "/api/customers", cookie, {
      name: "Kunde GmbH",
      email: "k@example.com",
      country: "DE",
      customerType: "business",
      vatNumber: "DE136695976",
    });

    const seeding = performance.now();
    await bulkInsertInvoices(sql, userId, customerId);
    const seedSeconds = (performance.now() - seeding) / 1000;

    const firstPage = await fetchPage(server.baseUrl, "/api/invoices?limit=50", cookie);
    const warmup = await timeEach(20, () => fetchPage(server.baseUrl, "/api/invoices?limit=50", cookie));
    const list = await timeEach(300, () => fetchPage(server.baseUrl, "/api/invoices?limit=50", cookie));
    const search = await timeEach(100, () => fetchPage(server.baseUrl, "/api/invoices?limit=50&q=INV-7", cookie));
    const deepCursor = new URL(firstPage.next ?? "", server.baseUrl).searchParams.get("cursor");
    const customers = await timeEach(100, () => fetchPage(server.baseUrl, "/api/customers?limit=50", cookie));

    const scroll = await scrollWhileCreating(server.baseUrl, cookie, customerId);
    return [
      `setup: ${USER_INVOICES.toLocaleString("en")} invoices of the bench user among ${TABLE_INVOICES.toLocaleString("en")} in the table (${OTHER_USERS.toLocaleString("en")} users), 2 lines each for the user's, written in ${seedSeconds.toFixed(0)} s`,
      `GET /api/invoices?limit=50: ${summary(list)} (warm-up ${warmup.length} requests not counted), ${firstPage.bytes.toLocaleString("en")} bytes a page, 50 rows, next cursor ${deepCursor ? "present" : "MISSING"}`,
      `GET /api/invoices?limit=50&q=INV-7 (search over number and customer): ${summary(search)}`,
      `GET /api/customers?limit=50: ${summary(customers)}`,
      `full scroll by cursor (limit 200) while the user creates invoices: ${scroll.pages} pages, ${scroll.seen.toLocaleString("en")} rows, ${scroll.duplicates} seen twice, ${scroll.missing} of the ${USER_INVOICES.toLocaleString("en")} missing, ${scroll.created} invoices created meanwhile (${scroll.newRows} of them before their page was read, so shown once at the top), ${scroll.seconds.toFixed(1)} s`,
    ];
  } finally {
    await sql.end();
    server.stop();
  }
}

type Page = { bytes: number; rows: { id: string }[]; next: string | null };

async function fetchPage(baseUrl: string, path: string, cookie: string): Promise<Page> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1] ?? null;
  return { bytes: body.length, rows: JSON.parse(body.toString("utf8")) as { id: string }[], next };
}

/**
 * Reads every page following `Link: rel="next"` while a second client keeps creating invoices for
 * the same user. A keyset cursor on (createdAt, id) must neither repeat nor skip a row whatever is
 * inserted meanwhile; an offset would shift by the number of new rows.
 */
async function scrollWhileCreating(baseUrl: string, cookie: string, customerId: string) {
  let creating = true;
  let created = 0;
  const creator = (async () => {
    while (creating) {
      await postCreated(baseUrl, "/api/invoices", cookie, {
        customerId,
        vatScenario: "auto",
        items: [{ description: "During the scroll", quantity: 1, rate: "10.00" }],
      });
      created += 1;
    }
  })();
  const started = performance.now();
  const counts = new Map<string, number>();
  let pages = 0;
  let path: string | null = "/api/invoices?limit=200";
  while (path) {
    const page: Page = await fetchPage(baseUrl, path, cookie);
    pages += 1;
    for (const row of page.rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    path = page.next;
  }
  creating = false;
  await creator;
  const seeded = [...counts.keys()].filter((id) => id.startsWith("bench-own-"));
  return {
    pages,
    seen: [...counts.values()].reduce((sum, n) => sum + n, 0),
    duplicates: [...counts.values()].filter((n) => n > 1).length,
    missing: USER_INVOICES - seeded.length,
    newRows: counts.size - seeded.length,
    created,
    seconds: (performance.now() - started) / 1000,
  };
}

const INVOICE_COLUMNS = `id, "userId", number, "invoiceDate", "dueDate", currency, language, subtotal, "taxRate", tax, total,
  "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail", "customerId", "createdAt"`;

/** The bench user's 10,000 invoices (with lines, as real ones have) and the rest of the table, in bulk. */
async function bulkInsertInvoices(sql: Client, userId: string, customerId: string): Promise<void> {
  await sql.query(
    `INSERT INTO "User" (id, email, "passwordHash", username, "updatedAt")
    SELECT 'bulk-user-' || g, 'bulk' || g || '@example.com', 'x', 'Bulk ' || g, now() FROM generate_series(1, $1::int) g`,
    [OTHER_USERS],
  );
  // Older than the scroll's start: every one of them must come back exactly once.
  await sql.query(
    `INSERT INTO "Invoice" (${INVOICE_COLUMNS})
    SELECT 'bench-own-' || g, $1, 'INV-' || (100000 + g), current_date, current_date + 30, 'EUR', 'en', 120, 19, 22.80, 142.80,
      'domestic_b2b', 'VAT', 'DE', 'DE', 'Kunde GmbH ' || (g % 97), 'k@example.com', 'Bench', 'lists@example.com', $2,
      now() - interval '1 hour' - (g % 5000) * interval '1 second'
    FROM generate_series(1, $3::int) g`,
    [userId, customerId, USER_INVOICES],
  );
  await sql.query(
    `INSERT INTO "InvoiceItem" (id, "invoiceId", position, description, quantity, rate, amount, "taxRate", "taxAmount")
    SELECT 'bench-item-' || g || '-' || n, 'bench-own-' || g, n, 'Consulting, phase ' || n, 3, 40, 120, 19, 22.80
    FROM generate_series(1, $1::int) g, generate_series(1, 2) n`,
    [USER_INVOICES],
  );
  await sql.query(
    `INSERT INTO "Invoice" (${INVOICE_COLUMNS})
    SELECT 'bulk-inv-' || g, 'bulk-user-' || (1 + g % $2::int), 'INV-' || (1000 + g), current_date, current_date + 30, 'USD', 'en',
      100, 0, 0, 100, 'domestic_b2b', 'Tax', 'US', 'US', 'Customer', 'c@example.com', 'Supplier', 's@example.com', NULL,
      now() - interval '2 hours' - g * interval '1 second'
    FROM generate_series(1, $1::int) g`,
    [TABLE_INVOICES - USER_INVOICES, OTHER_USERS],
  );
  await sql.query("ANALYZE");
}
