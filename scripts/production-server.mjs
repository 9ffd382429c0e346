// The production build on a fresh seeded database (scripts/e2e-server.mjs), for the measuring
// scripts (npm run lighthouse, npm run budget). Builds first when the dist dir holds no build.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

async function waitForServer(server, origin) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${origin} within 3 minutes`);
}

/** Starts `npm start` on 127.0.0.1:port; the server stops with this process. */
export async function startProductionServer(port, distDir = process.env.NEXT_DIST_DIR ?? ".next") {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`No build in ${distDir}: npm run build`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  }
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["scripts/e2e-server.mjs", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: process.env,
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));
  await waitForServer(server, origin);
  return origin;
}
