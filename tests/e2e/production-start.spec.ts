import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

// Finding 8 as an operator meets it: `npm start` (scripts/start.mjs) on the production build,
// without APP_URL and NEXTAUTH_SECRET, must end with the reasons instead of serving.
test("production refuses to start without APP_URL and NEXTAUTH_SECRET, naming both", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "3499", HOSTNAME: "127.0.0.1" };
  delete env.APP_URL;
  delete env.NEXTAUTH_SECRET;
  const server = spawn("node", ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill("SIGKILL");
      resolve(null);
    }, 30_000);
    server.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  expect(output).not.toContain("ready on");
  expect(exitCode).toBe(1);
  expect(output).toContain("APP_URL is not set");
  expect(output).toContain("NEXTAUTH_SECRET is not set");
});
