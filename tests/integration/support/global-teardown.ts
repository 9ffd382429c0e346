import fs from "node:fs";
import { Client } from "pg";

export default async function globalTeardown() {
  const template = process.env.INVOICING_PG_TEMPLATE;
  if (template && process.env.TEST_DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`).finally(() => admin.end());
  }
  const file = process.env.INVOICING_PGLITE_TEMPLATE;
  if (file) fs.rmSync(file, { force: true });
}
