import "server-only";
import path from "node:path";

export type DatabaseTarget = { kind: "pglite"; dataDir: string | undefined } | { kind: "postgres"; url: string };

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/**
 * Reads where the data lives from a DATABASE_URL value.
 * Unset → the embedded PGlite in `.data/pglite`; `pglite:<dir>` → PGlite in that directory
 * (`pglite:memory:` keeps it in memory); `postgres://` / `postgresql://` → a PostgreSQL server.
 * @example parseDatabaseUrl(undefined) // { kind: "pglite", dataDir: "<cwd>/.data/pglite" }
 */
export function parseDatabaseUrl(value: string | undefined, cwd = process.cwd()): DatabaseTarget {
  const url = value?.trim();
  if (!url) return { kind: "pglite", dataDir: path.resolve(cwd, DEFAULT_PGLITE_DIR) };
  if (url.startsWith("pglite:")) {
    const dir = url.slice("pglite:".length).replace(/^\/\/(?=\/)/, "");
    if (dir === "memory:" || dir === "") return { kind: "pglite", dataDir: undefined };
    return { kind: "pglite", dataDir: path.resolve(cwd, dir) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  throw new Error(`DATABASE_URL must be unset, pglite:<dir> or postgres://…; got "${url.split(":")[0]}:…"`);
}

/** Never print a password from a connection string. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `PGlite (${target.dataDir ?? "in memory"})`;
  const url = new URL(target.url);
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`;
}
