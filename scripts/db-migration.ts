// npm run db:migration -- <name>   writes prisma/migrations/<timestamp>_<name>/migration.sql from schema.prisma.
// npm run db:migration -- --check  exits 1 when schema.prisma and the migrations disagree.
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../lib/db/schema-engine";
import { pendingSchemaChanges } from "../lib/db/schema-drift";

async function main() {
  const [arg] = process.argv.slice(2);
  const sql = await pendingSchemaChanges();
  if (arg === "--check") {
    if (!sql) return console.log("schema.prisma and prisma/migrations agree.");
    console.error(`schema.prisma has changes no migration holds:\n${sql}`);
    process.exit(1);
  }
  const name = (arg ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!name) throw new Error("Name the migration: npm run db:migration -- <name>");
  if (!sql) return console.log("Nothing to migrate: the migrations already match schema.prisma.");

  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
  const lock = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
