import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

/**
 * Engineers share this machine and its PostgreSQL: BENCH_PORT_OFFSET moves every bench server's
 * port (3193 + 8 = 3201), BENCH_DATABASE_SUFFIX every bench database's name, so two runs of the
 * same benchmark from two worktrees neither answer each other's requests nor drop each other's data.
 */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const DATABASE_SUFFIX = (process.env.BENCH_DATABASE_SUFFIX ?? "").replace(/[^a-z0-9_]/gi, "");

/** A fresh PostgreSQL database for a benchmark, migrated through the project's runner. */
export async function freshBenchDatabase(baseName: string): Promise<string> {
  const name = baseName + DATABASE_SUFFIX;
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  await run(path.resolve("node_modules/.bin/tsx"), ["scripts/db-migrate.ts"], { ...process.env, DATABASE_URL: url.toString() });
  return url.toString();
}

/**
 * What the production check (instrumentation.ts) wants before a production server starts: the
 * bench sets them itself, so `npm run bench` runs from a fresh clone with no .env.
 */
export function benchProductionEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    APP_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: "bench-only-secret-not-for-production-000000",
  };
}

/** `npm start`'s server on the existing build, answering once /api/health is ok. */
export async function startServer(
  databaseUrl: string,
  benchPort: number,
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; pid: number; stop: () => void }> {
  const port = benchPort + PORT_OFFSET;
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) throw new Error("run `npm run build` first");
  const child: ChildProcess = spawn("node", ["scripts/start.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...benchProductionEnv(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = exitWatch(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Longer than the 60 s the server itself may wait for its PDF renderer (start-pdf-renderer.ts):
  // at a calibration of 250 ms the workers' warm-up alone took more than the 30 s allowed before.
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    exited.throwIfExited();
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, pid: child.pid as number, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // SIGKILL: a server still starting (Next's prepare, the PDF warm-up) outlived a SIGTERM, kept the
  // port, and answered the next benchmark's requests in place of the server it had just started.
  child.kill("SIGKILL");
  throw new Error("the server did not start within 120 s");
}

/**
 * Fails at once, with what the server printed, when it exits before it answers (a production
 * check, a port in use) instead of polling a dead port for 30 s.
 */
export function exitWatch(child: ChildProcess): { throwIfExited(): void } {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  let code: number | null | undefined;
  child.on("exit", (exitCode) => (code = exitCode));
  return {
    throwIfExited() {
      if (code !== undefined) throw new Error(`the server exited with ${code} before it answered:\n${stderr.trim()}`);
    },
  };
}

/** A process's resident memory now, in MB (all its threads: a server's PDF workers included). */
export function serverRssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0) / 1024;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: "ignore" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

/** Registers a user over HTTP and answers its session cookie. */
export async function signUpOverHttp(baseUrl: string, email: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "bench-password",
      username: "Bench",
      address: "1 Road",
      city: "Town",
      postalCode: "1",
      country: "SE",
      agreeToTerms: true,
      humanVerified: true,
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0] as string;
  const { id } = (await response.json()) as { id: string };
  return { cookie, id };
}

/** POSTs JSON as a signed-in user, expects 201, and answers the created row's id. */
export async function postCreated(baseUrl: string, path: string, cookie: string, body: unknown): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
