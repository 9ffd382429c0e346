// Starts the production build for the end-to-end tests on a fresh, migrated and seeded database:
// a new PostgreSQL database when TEST_DATABASE_URL is set, otherwise a new PGlite directory.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startE2eFakeStripe } from "./e2e-fake-stripe.mjs";

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
// Production refuses to start without APP_URL and NEXTAUTH_SECRET (instrumentation.ts): the tests'
// browser reaches the app at exactly this origin, so the Origin check sees the real thing.
const env = {
  ...process.env,
  DATABASE_URL: await freshDatabaseUrl(),
  PORT: port,
  OUTBOX_DIR: outbox,
  APP_URL: `http://127.0.0.1:${port}`,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-only-secret-not-for-production-000000",
  // The scheduled jobs' bearer secret: tests/e2e/recurring.spec.ts calls /api/cron/recurring with it.
  CRON_SECRET: process.env.CRON_SECRET ?? "e2e-only-cron-secret-0000000000",
  // The seeded admin has no authenticator: the admin specs run without the production rule (lib/auth/two-factor/admin-requirement.ts).
  ADMIN_TWO_FACTOR: process.env.ADMIN_TWO_FACTOR ?? "optional",
  // Every spec signs up from 127.0.0.1: more than the 30 sign-ups an address gets in an hour.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR ?? "1000",
};
delete env.RESEND_API_KEY;
delete env.SMTP_URL;
// Payments go to a fake Stripe of this run's own (scripts/e2e-fake-stripe.mjs).
Object.assign(env, (await startE2eFakeStripe(port)).env);
// The ECB's rates from the tests' fixed file (issue #29), stored by the real job as a cron would.
env.ECB_RATES_URL = new URL("../tests/fixtures/ecb-rates.xml", import.meta.url).href;
delete env.VIES_API_BASE;
execFileSync(bin("tsx"), ["scripts/db-migrate.ts"], { stdio: "inherit", env });
execFileSync(bin("tsx"), ["prisma/seed.ts"], { stdio: "inherit", env });
execFileSync(bin("tsx"), ["scripts/jobs-ecb-rates.ts"], { stdio: "inherit", env });
// npm start's server: it hands the socket's address to the app (lib/http/client-address.ts).
const server = spawn("node", ["scripts/start.mjs", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
