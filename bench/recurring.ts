import { Client } from "pg";
import { freshBenchDatabase } from "./bench-server";

const USERS = 100;
const SCHEDULES_PER_USER = 100;
/** Runs at once, as when the cron route and `npm run jobs:recurring` overlap on several instances. */
const CONCURRENT_RUNS = 3;

/**
 * The recurring-invoice job (issue #28) over 10,000 due schedules (100 Pro users × 100 daily
 * schedules, all due today) on PostgreSQL: invoices per second with three runs at once, then the
 * proof that none was made twice (one invoice per schedule and period, numbers unique per user)
 * and that a second pass makes nothing. In-process: runRecurring() as the cron route calls it.
 */
export async function benchRecurring(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_recurring");
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await seedSchedules(sql);
    process.env.DATABASE_URL = databaseUrl;
    const { runRecurring } = await import("@/lib/recurring/run-recurring");
    const started = performance.now();
    const runs = await Promise.all(Array.from({ length: CONCURRENT_RUNS }, () => runRecurring()));
    const seconds = (performance.now() - started) / 1000;
    const made = runs.reduce((sum, run) => sum + run.made, 0);
    const again = await runRecurring();

    const { rows } = await sql.query<{ invoices: string; periods: string; numbers: string; schedules_done: string }>(`
      SELECT count(*) AS invoices, count(DISTINCT "idempotencyKey") AS periods, count(DISTINCT ("userId", number)) AS numbers,
        (SELECT count(*) FROM "RecurringInvoice" WHERE "generatedCount" = 1) AS schedules_done
      FROM "Invoice"`);
    const facts = rows[0] as { invoices: string; periods: string; numbers: string; schedules_done: string };
    const total = USERS * SCHEDULES_PER_USER;
    return [
      `${total.toLocaleString("en")} due schedules, ${CONCURRENT_RUNS} runs at once: ${(made / seconds).toFixed(0)} invoices/s (${made.toLocaleString("en")} made in ${seconds.toFixed(1)} s; per run ${runs.map((run) => run.made).join(" + ")})`,
      `made twice: ${Number(facts.invoices) - Number(facts.periods)} (invoices ${facts.invoices}, distinct schedule periods ${facts.periods}, distinct numbers ${facts.numbers}, schedules advanced once ${facts.schedules_done}); a second pass made ${again.made}`,
    ];
  } finally {
    await sql.end();
  }
}

/** Users, customers and schedules written with SQL: the setup takes seconds, the job's work is what is timed. */
async function seedSchedules(sql: Client): Promise<void> {
  await sql.query(`INSERT INTO "User" (id, email, "passwordHash", username, "isPro", "updatedAt")
    SELECT 'rec-user-' || g, 'rec' || g || '@example.com', 'x', 'Recurring ' || g, true, now() FROM generate_series(1, ${USERS}) g`);
  await sql.query(`INSERT INTO "Customer" (id, "userId", "customerType", name, email, country, "updatedAt")
    SELECT 'rec-customer-' || g, 'rec-user-' || g, 'business', 'Client ' || g, 'client' || g || '@example.com', 'US', now()
    FROM generate_series(1, ${USERS}) g`);
  const invoice = (customer: string) =>
    JSON.stringify({
      customerId: customer,
      currency: "USD",
      language: "en",
      template: null,
      supplyType: null,
      vatScenario: "auto",
      taxCalculationType: "automatic",
      userOverrideRate: null,
      customVatExplanation: null,
      items: [
        { description: "Retainer", quantity: 1, unit: "month", rate: "500.00" },
        { description: "Support", quantity: 7.5, unit: "hour", rate: "33.33" },
      ],
      notes: null,
      paymentInstructions: null,
      exchangeRate: null,
      invoiceType: "us_worldwide",
      countryPreset: "global",
      paymentMethod: "bank_transfer",
    });
  await sql.query(
    `INSERT INTO "RecurringInvoice" (id, "userId", "customerId", invoice, every, unit, "startDate", "nextRunDate", "updatedAt")
    SELECT 'rec-' || u || '-' || s, 'rec-user-' || u, 'rec-customer-' || u, replace($1, '__CUSTOMER__', 'rec-customer-' || u)::jsonb,
      1, 'day', current_date, current_date, now()
    FROM generate_series(1, ${USERS}) u, generate_series(1, ${SCHEDULES_PER_USER}) s`,
    [invoice("__CUSTOMER__")],
  );
}
