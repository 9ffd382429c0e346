import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { openAdapter } from "@/lib/db/adapter";
import { createPrismaClient, type AppPrismaClient } from "@/lib/db/client";
import { PGLITE_EXTENSIONS } from "@/lib/db/pglite-extensions";
import { withDatabase } from "./test-database-env";

export type FreshDatabase = { client: AppPrismaClient; url: string | undefined; drop: () => Promise<void> };

/** A new, migrated, empty database for one test file: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function createFreshDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = process.env.INVOICING_PG_TEMPLATE;
  if (serverUrl && pgTemplate) return copyPostgresTemplate(serverUrl, pgTemplate);

  const templateFile = process.env.INVOICING_PGLITE_TEMPLATE;
  if (!templateFile) throw new Error("Integration tests need jest's global setup (run them through jest).");
  const pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(templateFile)]), extensions: PGLITE_EXTENSIONS });
  const client = createPrismaClient({ kind: "pglite", dataDir: undefined }, openAdapter({ kind: "pglite", dataDir: undefined }, pglite));
  return {
    client,
    url: undefined,
    drop: async () => {
      await client.$disconnect();
      await pglite.close();
    },
  };
}

async function copyPostgresTemplate(serverUrl: string, template: string): Promise<FreshDatabase> {
  const name = `invoicing_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = withDatabase(serverUrl, name);
  const client = createPrismaClient({ kind: "postgres", url });
  return {
    client,
    url,
    drop: async () => {
      await client.$disconnect();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
