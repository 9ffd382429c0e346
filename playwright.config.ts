import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// End-to-end tests drive Debian's Chromium against `next start` on a fresh, seeded database
// (scripts/e2e-server.mjs). The build itself is made by `npm test` before Playwright starts.
export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port: parallel runs (other ports) do not wipe each other's artifacts.
  outputDir: `test-results/playwright-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Budgets for a busy 2-core CI machine (load average 4), not an idle one: a cold route's first
  // render there takes seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // The machine has no internet: without these Chromium keeps trying to reach Google's hosts.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
