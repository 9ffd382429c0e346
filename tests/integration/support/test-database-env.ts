import os from "node:os";
import path from "node:path";

/** Where global setup leaves the migrated template that every test file copies. */
export const PGLITE_TEMPLATE_FILE = path.join(os.tmpdir(), `invoicing-pglite-template-${process.ppid}-${process.pid}.tar.gz`);

export function templateDatabaseName(): string {
  return `invoicing_template_${process.pid}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
