// Starts the production build for the end-to-end tests on a fresh, migrated and seeded database:
// a new PostgreSQL database when TEST_DATABASE_URL is set, otherwise a new PGlite directory.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const port = process.argv[2] ?? "3100";
const bin = (name) => path.resolve("node_modules/.bin", name);

async function freshDatabaseUrl() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const dir = path.resolve(`.data/e2e-pglite-${port}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return `pglite:${dir}`;
  }
  const name = `invoicing_e2e_${port}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

// Mail goes to an outbox of this run's own (no provider configured): the tests read the .eml files.
const outbox = path.resolve(`test-results/outbox-${port}`);
fs.rmSync(outbox, { recursive: true, force: true });
const env = { ...process.env, DATABASE_URL: await freshDatabaseUrl(), PORT: port, OUTBOX_DIR: outbox };
delete env.RESEND_API_KEY;
delete env.SMTP_URL;
execFileSync(bin("tsx"), ["scripts/db-migrate.ts"], { stdio: "inherit", env });
execFileSync(bin("tsx"), ["prisma/seed.ts"], { stdio: "inherit", env });
const server = spawn(bin("next"), ["start", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
