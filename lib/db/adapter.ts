import "server-only";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { DatabaseTarget } from "./database-url";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";

export type OpenAdapter = {
  factory: PrismaPg | PrismaPGlite;
  /** Closes what the adapter itself opened (a PGlite instance); pg pools close through Prisma. */
  close: () => Promise<void>;
};

/**
 * The driver adapter for a target. The same one serves the app, the migration engine and the
 * tests, so what is migrated is exactly what the app talks to.
 */
export function openAdapter(target: DatabaseTarget, pglite?: PGlite): OpenAdapter {
  if (target.kind === "postgres") {
    const factory = new PrismaPg({
      connectionString: target.url,
      // pg's defaults are 10 connections and no connect timeout: a dead server would hang requests.
      max: positiveInt(process.env.DATABASE_POOL_SIZE, 10),
      connectionTimeoutMillis: positiveInt(process.env.DATABASE_CONNECT_TIMEOUT_MS, 5000),
    });
    return { factory, close: async () => {} };
  }
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  const instance = pglite ?? new PGlite({ dataDir: target.dataDir, extensions: PGLITE_EXTENSIONS });
  return { factory: new PrismaPGlite(instance), close: () => instance.close() };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}
