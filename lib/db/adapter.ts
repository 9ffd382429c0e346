import fs from "node:fs";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { DatabaseTarget } from "./database-url";

export type OpenAdapter = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Closes what the adapter opened (the PGlite instance); pools close through Prisma. */
  close: () => Promise<void>;
};

/**
 * The driver adapter for a target: the same one serves the app, the migration engine and the tests,
 * so what is migrated is exactly what the app talks to.
 */
export async function openAdapter(target: DatabaseTarget): Promise<OpenAdapter> {
  if (target.kind === "postgres") {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const factory = new PrismaPg({
      connectionString: target.url,
      max: positiveInt(process.env.DATABASE_POOL_SIZE, 10),
      connectionTimeoutMillis: positiveInt(process.env.DATABASE_CONNECT_TIMEOUT_MS, 5000),
    });
    return { factory, close: async () => {} };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  await pglite.waitReady;
  return { factory: new PrismaPGlite(pglite), close: () => pglite.close() };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
