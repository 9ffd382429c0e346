import "server-only";
import { openAdapter } from "./adapter";
import { applyMigrations, diffDatabaseToSchema, startSchemaEngine } from "./schema-engine";

/**
 * The SQL that schema.prisma needs beyond prisma/migrations, found by applying every migration
 * to a throwaway in-memory PGlite and diffing it against the schema. Empty when they agree.
 */
export async function pendingSchemaChanges(): Promise<string> {
  const shadow = openAdapter({ kind: "pglite", dataDir: undefined });
  try {
    const engine = await startSchemaEngine(shadow.factory);
    try {
      await applyMigrations(engine);
      return await diffDatabaseToSchema(engine);
    } finally {
      engine.free();
    }
  } finally {
    await shadow.close();
  }
}
