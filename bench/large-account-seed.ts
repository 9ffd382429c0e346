import type { Client } from "pg";

/** Who holds the table's invoices: two measured users, and everybody else filling it up. */
export type LargeAccountLayout = {
  /** The measured users (already registered), with how many invoices and customers each gets. */
  users: { id: string; invoices: number; customers: number }[];
  /** The whole table's size once seeded, the measured users' invoices included. */
  tableInvoices: number;
  otherUsers: number;
};

/**
 * A table of a million invoices in bulk SQL (generate_series), shaped like real accounts: each
 * user's invoices spread over three years of createdAt, interleaved with everybody else's; about
 * 82 % paid (one payment each), the rest open (some partly paid, the older ones overdue), 2 % void;
 * 10 % in USD; customer names and e-mails varied enough that a trigram index can tell them apart.
 *
 * The dashboard's triggers are switched off for the bulk insert (session_replication_role) and the
 * aggregates rebuilt in one pass afterwards with dashboard_rebuild(), the migration's own backfill.
 */
export async function seedLargeAccounts(sql: Client, layout: LargeAccountLayout): Promise<void> {
  await sql.query("SET session_replication_role = replica");
  try {
    await sql.query(
      `INSERT INTO "User" (id, email, "passwordHash", username, "updatedAt")
      SELECT 'bulk-user-' || g, 'bulk' || g || '@example.com', 'x', 'Bulk ' || g, now() FROM generate_series(1, $1::int) g`,
      [layout.otherUsers],
    );
    const measured = layout.users.reduce((sum, user) => sum + user.invoices, 0);
    const others = layout.tableInvoices - measured;
    const perOther = Math.ceil(others / layout.otherUsers);
    for (const user of layout.users) {
      await seedCustomers(sql, `'${user.id}'`, "1", user.customers);
      await seedInvoices(sql, `'${user.id}'`, `'own-' || $1 || '-'`, [user.id], user.invoices, user.customers);
    }
    await seedCustomers(sql, `'bulk-user-' || u`, `generate_series(1, ${layout.otherUsers}) u`, 20, true);
    await seedInvoices(sql, `'bulk-user-' || (1 + (g - 1) / ${perOther})`, `'bulk-'`, [], others, 20, perOther);
    await sql.query(`
      INSERT INTO "Payment" (id, "invoiceId", amount, date, method)
      SELECT 'pay-' || id, id, "amountPaid", COALESCE("paidAt", "dueDate" - 10), 'bank_transfer'
      FROM "Invoice" WHERE "amountPaid" > 0`);
  } finally {
    await sql.query("SET session_replication_role = DEFAULT");
  }
  await sql.query("SELECT dashboard_rebuild()");
  await sql.query("VACUUM ANALYZE");
}

async function seedCustomers(sql: Client, userExpression: string, fromUsers: string, count: number, many = false): Promise<void> {
  await sql.query(`
    INSERT INTO "Customer" (id, "userId", name, email, country, "createdAt", "updatedAt")
    SELECT 'cust-' || ${userExpression} || '-' || c, ${userExpression},
      ${customerName("c")}, ${customerEmail("c")}, 'DE', now() - c * interval '1 hour', now()
    FROM ${many ? `${fromUsers},` : ""} generate_series(1, ${count}) c`);
}

// A customer's name and e-mail from its ordinal c: words and numbers mixed, as real ones are.
const customerName = (
  c: string,
) => `(array['Nordlicht','Bergmann','Atelier','Kontor','Hafen','Lindqvist','Studio','Rivera'])[1 + ${c} % 8] || ' ' ||
  (array['GmbH','AB','Ltd','& Co','Partners','Media','Bau','Consulting'])[1 + (${c} / 8) % 8] || ' ' || ${c}`;
const customerEmail = (c: string) =>
  `'billing' || ${c} || '@' || (array['nordlicht','bergmann','atelier','kontor'])[1 + ${c} % 4] || '-' || ${c} || '.example'`;

/**
 * `count` invoices numbered 1…count per user (INV-1001…), createdAt spread over three years newest
 * last, the customer copied from the user's customer c = 1 + g % customers.
 */
async function seedInvoices(
  sql: Client,
  userExpression: string,
  idPrefix: string,
  parameters: string[],
  count: number,
  customers: number,
  perUser = count,
): Promise<void> {
  const n = `(1 + (g - 1) % ${perUser})`;
  const c = `(1 + g % ${customers})`;
  await sql.query(
    `INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", "createdAt", currency, language, subtotal, "taxRate", tax, total,
      "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail",
      "amountPaid", "paidAt", "voidedAt", "sentAt")
    SELECT ${idPrefix} || g, ${userExpression}, 'INV-' || (1000 + ${n}), created::date, created::date + 30, created,
      (CASE WHEN g % 10 = 3 THEN 'USD' ELSE 'EUR' END)::"Currency", 'en', amount, 19, round(amount * 0.19, 2), round(amount * 1.19, 2),
      'domestic_b2b', 'VAT', 'DE', 'DE', ${customerName(c)}, ${customerEmail(c)},
      'Supplier', 'supplier@example.com',
      CASE WHEN paid THEN round(amount * 1.19, 2) WHEN state BETWEEN 82 AND 89 THEN round(amount * 0.5, 2) ELSE 0 END,
      CASE WHEN paid THEN created::date + 20 END,
      CASE WHEN state >= 98 THEN created + interval '1 day' END,
      created + interval '1 minute'
    FROM (
      SELECT g, now() - interval '3 years' * (1 - ${n}::float / ${perUser}) - interval '1 second' * (g % 3600) AS created,
        (100 + g % 900)::numeric(14, 2) AS amount, (g * 37) % 100 AS state
      FROM generate_series(1, ${count}) g
    ) s, LATERAL (SELECT state < 82 AND created < now() - interval '20 days' AS paid) p`,
    parameters,
  );
}
