// npm run db:migrate — applies prisma/migrations to DATABASE_URL (PGlite when unset), offline.
import "./load-env";
import { describeTarget, parseDatabaseUrl } from "../lib/db/database-url";
import { migrateDatabase } from "../lib/db/migrate";

async function main() {
  const target = parseDatabaseUrl(process.env.DATABASE_URL);
  const applied = await migrateDatabase(target);
  const what = applied.length ? `applied ${applied.join(", ")}` : "already up to date";
  console.log(`Migrations on ${describeTarget(target)}: ${what}.`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error("Migration failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
