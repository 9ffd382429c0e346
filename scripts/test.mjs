// npm test — every test: jest (unit, integration on a real database, components), then the
// production build and Playwright end-to-end tests in Chromium. Without a Chromium the end-to-end
// tests are skipped loudly; with CI=true a missing Chromium is a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const bin = (name) => path.resolve("node_modules/.bin", name);
const isCI = process.env.CI === "true" || process.env.CI === "1";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

fs.mkdirSync("test-results", { recursive: true });
if (run("node", ["scripts/prisma-generate.mjs"]) !== 0) process.exit(1);

// PGlite loads parts of itself with import(), which jest's VM only allows with this flag.
const jestReport = "test-results/jest-report.json";
const jestStatus = run(bin("jest"), ["--json", `--outputFile=${jestReport}`], {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
});
const jest = readJson(jestReport);
totals.passed += jest?.numPassedTests ?? 0;
totals.failed += jest?.numFailedTests ?? (jestStatus === 0 ? 0 : 1);
totals.skipped += (jest?.numPendingTests ?? 0) + (jest?.numTodoTests ?? 0);

let e2eStatus = 0;
if (!fs.existsSync(chromium)) {
  const how = "Install one with `apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary).";
  if (isCI) {
    console.error(`\nCI: no Chromium at ${chromium}; end-to-end tests can't run. ${how}`);
    e2eStatus = 1;
    totals.failed += 1;
  } else {
    console.warn(`\n${"!".repeat(72)}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${chromium}.\n!! ${how}\n${"!".repeat(72)}\n`);
  }
} else if (run("npm", ["run", "build"]) !== 0) {
  e2eStatus = 1;
  totals.failed += 1;
} else {
  const e2eReport = "test-results/e2e-report.json";
  e2eStatus = run(bin("playwright"), ["test"]);
  const stats = readJson(e2eReport)?.stats;
  totals.passed += stats?.expected ?? 0;
  totals.failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) || (e2eStatus === 0 ? 0 : 1);
  totals.skipped += stats?.skipped ?? 0;
}

console.log(`\nAll tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(jestStatus === 0 && e2eStatus === 0 ? 0 : 1);
