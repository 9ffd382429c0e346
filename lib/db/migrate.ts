import "server-only";
import { openAdapter } from "./adapter";
import { parseDatabaseUrl, type DatabaseTarget } from "./database-url";
import { applyMigrations, startSchemaEngine } from "./schema-engine";

/** Applies prisma/migrations to the target and records them in _prisma_migrations; a no-op when up to date. */
export async function migrateDatabase(target: DatabaseTarget = parseDatabaseUrl(process.env.DATABASE_URL)): Promise<string[]> {
  const adapter = openAdapter(target);
  try {
    const engine = await startSchemaEngine(adapter.factory);
    try {
      return await applyMigrations(engine);
    } finally {
      engine.free();
    }
  } finally {
    await adapter.close();
  }
}
