// npm run db:seed — development: demo users, customers and invoices, and the first admin
// (idempotent). NODE_ENV=production: only the admin from ADMIN_EMAIL/ADMIN_PASSWORD, no secret printed.
import "../scripts/load-env";
import { describeTarget, parseDatabaseUrl } from "../lib/db/database-url";
import { seedDemo } from "../lib/seed/seed-demo";
import { seedProduction } from "../lib/seed/seed-production";

const DEV_ADMIN = { email: "admin@demo.invoiceflow.test", password: "admin-dev-123" };

async function main() {
  if (process.env.NODE_ENV === "production") {
    console.log(`Seeded ${describeTarget(parseDatabaseUrl(process.env.DATABASE_URL))}: ${await seedProduction()}`);
    return;
  }
  const admin = {
    email: (process.env.ADMIN_EMAIL || DEV_ADMIN.email).trim().toLowerCase(),
    password: process.env.ADMIN_PASSWORD || DEV_ADMIN.password,
  };
  const report = await seedDemo(admin);
  console.log(`Seeded ${describeTarget(parseDatabaseUrl(process.env.DATABASE_URL))}. Sign in with:`);
  for (const row of report) {
    console.log(
      `  ${row.role.padEnd(15)} ${row.email.padEnd(32)} ${row.password}${row.created ? "" : "  (already there; password as first seeded)"}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error("Seeding failed:", error);
    process.exit(1);
  },
);
