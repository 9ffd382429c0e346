import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { benchProductionEnv, exitWatch, run } from "./bench-server";

const PORT = 3199;

/**
 * Cold start of the production server: from `next start` to the first 200 of /api/health (which
 * opens the database). Needs `npm run build` first; uses a throwaway migrated PGlite directory.
 */
export async function benchServer(): Promise<string[]> {
  if (!fs.existsSync(".next/BUILD_ID")) return ["skipped: run `npm run build` first"];
  const dir = path.resolve(".data/bench-pglite");
  fs.rmSync(dir, { recursive: true, force: true });
  const env = { ...process.env, DATABASE_URL: `pglite:${dir}` };
  await run(path.resolve("node_modules/.bin/tsx"), ["scripts/db-migrate.ts"], env);
  Object.assign(env, benchProductionEnv(PORT));

  const start = performance.now();
  const server = spawn(path.resolve("node_modules/.bin/next"), ["start", "-p", String(PORT)], { env, stdio: ["ignore", "ignore", "pipe"] });
  const exited = exitWatch(server);
  try {
    const firstPage = await waitFor(`http://127.0.0.1:${PORT}/`, start, exited);
    const firstHealth = await waitFor(`http://127.0.0.1:${PORT}/api/health`, start, exited);
    return [
      `cold start to first page: ${firstPage.toFixed(0)} ms`,
      `cold start to first healthy /api/health (database opened): ${firstHealth.toFixed(0)} ms`,
    ];
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function waitFor(url: string, since: number, exited: ReturnType<typeof exitWatch>): Promise<number> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    exited.throwIfExited();
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within 15 s`);
}
