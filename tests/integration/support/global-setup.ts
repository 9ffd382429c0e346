import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { PGLITE_TEMPLATE_FILE, templateDatabaseName, withDatabase } from "./test-database-env";

const TSX = path.resolve("node_modules/.bin/tsx");

/**
 * Migrates one template database through the real migration runner; each test file then gets its
 * own copy (CREATE DATABASE … TEMPLATE on PostgreSQL, a loaded data dir on PGlite).
 */
export default async function globalSetup() {
  // Every signup sends a verification mail; in tests the outbox is a throwaway folder.
  process.env.OUTBOX_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "invoicing-outbox-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    execFileSync(TSX, ["scripts/pglite-template.ts", PGLITE_TEMPLATE_FILE], { stdio: "inherit" });
    process.env.INVOICING_PGLITE_TEMPLATE = PGLITE_TEMPLATE_FILE;
    return;
  }
  const template = templateDatabaseName();
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  execFileSync(TSX, ["scripts/db-migrate.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: withDatabase(serverUrl, template) },
  });
  process.env.INVOICING_PG_TEMPLATE = template;
}
