import { Client } from "pg";
import { freshBenchDatabase, signUpOverHttp, startServer } from "./bench-server";
import { summary, timeEach } from "./stats";

const PORT = 3194;
const USERS = 100_000;
const INVOICES = 1_000_000;

/**
 * The admin figures over real HTTP against `next start` on PostgreSQL with 100,000 users and
 * 1,000,000 invoices (spread over two years, four currencies, twelve buyer countries) written
 * with set-based SQL: p95 of GET /api/admin/stats, /api/admin/analytics?period=year and
 * /api/admin/invoice-intelligence (aim ≤ 100 ms each).
 */
export async function benchAdmin(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_admin");
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  const server = await startServer(databaseUrl, PORT);
  try {
    const seeding = performance.now();
    await seed(sql);
    const seededIn = (performance.now() - seeding) / 1000;

    const { cookie, id } = await signUpOverHttp(server.baseUrl, "bench-admin@example.com");
    await sql.query(`UPDATE "User" SET "isAdmin" = true WHERE id = $1`, [id]);
    const lines = [
      `data: ${USERS.toLocaleString("en")} users, ${INVOICES.toLocaleString("en")} invoices, written in ${seededIn.toFixed(0)} s`,
    ];
    for (const path of ["/api/admin/stats", "/api/admin/analytics?period=year", "/api/admin/invoice-intelligence"]) {
      await timeEach(5, () => get(server.baseUrl, path, cookie)); // warm-up: plans and connections
      lines.push(`GET ${path}: ${summary(await timeEach(100, () => get(server.baseUrl, path, cookie)))}`);
    }
    return lines;
  } finally {
    server.stop();
    await sql.end();
  }
}

async function get(baseUrl: string, path: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function seed(sql: Client): Promise<void> {
  // Users: joined over the last two years, 12 countries, 1 in 10 Pro (with a Stripe subscription,
  // some canceled), 4 in 10 seen in the last 30 days.
  await sql.query(
    `
    INSERT INTO "User" (id, email, "passwordHash", username, country, "isPro", "lastSeenAt", "createdAt", "updatedAt")
    SELECT 'bu-' || g, 'bench' || g || '@example.com', 'x', 'Bench ' || g,
      (ARRAY['US','SE','DE','GB','FR','NL','DK','NO','FI','CA','AU','ES'])[1 + g % 12],
      g % 10 = 0,
      CASE WHEN g % 5 < 2 THEN now() - (g % 30) * interval '1 day' END,
      now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
      now()
    FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  await sql.query(
    `
    INSERT INTO "Subscription" (id, "userId", "stripeCustomerId", "stripeSubscriptionId", status, "createdAt", "updatedAt")
    SELECT 'sub-' || g, 'bu-' || g, 'cus_' || g, 'sub_' || g,
      CASE WHEN g % 70 = 0 THEN 'canceled' ELSE 'active' END,
      now() - (g % 700) * interval '1 day', now() - (g % 40) * interval '1 day'
    FROM generate_series(10, $1::int, 10) g`,
    [USERS],
  );
  await sql.query(
    `
    INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", "createdAt", currency, language, subtotal, "taxRate", tax, total,
      "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail")
    SELECT 'bi-' || g, 'bu-' || (1 + g % $2::int), 'INV-' || (1000 + g), current_date, current_date + 30,
      now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
      (ARRAY['USD','EUR','GBP','SEK'])[1 + g % 4]::"Currency", 'en',
      100 + g % 900, 0, 0, 100 + g % 900,
      'domestic_b2b', 'Tax', 'US',
      (ARRAY['US','DE','SE','GB','FR','NL','CA','AU','NO','DK','ES','IT'])[1 + (g / 7) % 12],
      'Customer', 'c@example.com', 'Supplier', 's@example.com'
    FROM generate_series(1, $1::int) g`,
    [INVOICES, USERS],
  );
  await sql.query("VACUUM ANALYZE");
}
