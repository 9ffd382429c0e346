// npm run db:seed — development: demo users, customers and invoices, and the first admin
// (idempotent). NODE_ENV=production: only the admin from ADMIN_EMAIL/ADMIN_PASSWORD, no secret printed.
import "../scripts/load-env";
import { describeTarget, parseDatabaseUrl } from "../lib/db/database-url";
import { seedDemo } from "../lib/seed/seed-demo";
import { seedProduction } from "../lib/seed/seed-production";
import { DEV_ADMIN } from "../lib/seed/published-passwords";

async function main() {
  if (process.env.NODE_ENV === "production") {
    console.log(
      `Seeded ${describeTarget(parseDatabaseUrl(process.env.DATABASE_URL))}: ${await seedProduction(process.env, { promoteExisting: process.argv.includes("--promote-existing") })}`,
    );
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
  (error: unknown) => {
    // A refused admin seat is a message for the operator, not a crash.
    console.error("Seeding failed:", error instanceof Error && error.name === "AdminSeatRefused" ? error.message : error);
    process.exit(1);
  },
);
