// npm run lighthouse — page speed on a phone (#15 item 7). Lighthouse's standard mobile preset
// (simulated throttling: a mid-range phone on slow 4G) against the production server (npm start, as
// scripts/e2e-server.mjs runs it on a fresh seeded PGlite database), each page several times; prints
// the median performance and accessibility scores, LCP, TBT, CLS, and the JavaScript the page loaded
// (gzipped here at zlib's default level, as scripts/start.mjs sends it, whatever the browser asked).
//
//   npm run lighthouse [-- /pricing /auth …]   pages to measure (default /, /pricing, /demo, /auth)
//   LIGHTHOUSE_RUNS=3  LIGHTHOUSE_PORT=3295  NEXT_DIST_DIR=.next  CHROMIUM_PATH=/usr/bin/chromium
//   LIGHTHOUSE_CPU_SLOWDOWN=4 (Lighthouse's default) or "auto"
//
// CPU slowdown: Lighthouse's 4x turns a high-end desktop (benchmarkIndex 1500-2000) into a mid-tier
// phone; on a slower host it emulates a slower phone. Its throttling guide (docs/throttling.md,
// "Calibrating the CPU slowdown") says to lower the multiplier to the host's benchmarkIndex; "auto"
// does that: a first run reads the host's benchmarkIndex and the multiplier becomes
// benchmarkIndex / 437.5 (the default's 1750 / 4), between 1 and 4. The figures in
// docs/benchmarks.md use the default 4x; every row prints the benchmarkIndex of its runs.
//
// Builds first when NEXT_DIST_DIR holds no build (npm run build). Scores move with the machine's
// load: the calibration line (as bench/run.ts prints it) says how fast the machine was at the time.
import { execFileSync, spawn } from "node:child_process";
import { pbkdf2Sync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DEFAULT_PAGES = ["/", "/pricing", "/demo", "/auth"];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = process.env.LIGHTHOUSE_PORT ?? "3295";
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
// The Chromium the end-to-end tests use; chrome-launcher reads it as CHROME_PATH.
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const origin = `http://127.0.0.1:${port}`;

function calibrationMs() {
  const samples = Array.from({ length: 5 }, () => {
    const start = performance.now();
    pbkdf2Sync("calibration", "salt", 100_000, 32, "sha256");
    return performance.now() - start;
  });
  return Math.min(...samples);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function waitForServer(server) {
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

function lighthouse(url, cpuSlowdown) {
  const output = execFileSync(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--only-categories=performance,accessibility",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(output.toString("utf8"));
}

/** The scripts the page loaded (Lighthouse's network log), fetched again and gzipped here. */
async function scriptSizes(report) {
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const urls = [
    ...new Set(requests.filter((item) => item.resourceType === "Script" && item.url.startsWith(origin)).map((item) => item.url)),
  ];
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const body = await get(url, { headers: { "accept-encoding": "identity" } });
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  return { count: urls.length, raw, gzipped };
}

// Node's fetch reuses a keep-alive socket the server may have closed during a long Lighthouse run
// (EPIPE, "other side closed"): one more try on a fresh socket.
async function get(url, init) {
  try {
    return Buffer.from(await (await fetch(url, init)).arrayBuffer());
  } catch {
    return Buffer.from(await (await fetch(url, init)).arrayBuffer());
  }
}

/** The target phone of Lighthouse's default: a 1500-2000 benchmarkIndex desktop slowed 4x. */
const MID_TIER_PHONE_BENCHMARK_INDEX = 1750 / 4;

async function chooseCpuSlowdown(url) {
  const setting = process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? "4";
  if (setting !== "auto") {
    const multiplier = Number(setting);
    if (!(multiplier >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be "auto" or a number of at least 1, not ${setting}`);
    return {
      multiplier,
      text: process.env.LIGHTHOUSE_CPU_SLOWDOWN ? `${multiplier}x (LIGHTHOUSE_CPU_SLOWDOWN)` : `${multiplier}x (Lighthouse's default)`,
    };
  }
  await get(url);
  const benchmarkIndex = lighthouse(url, 4).environment.benchmarkIndex;
  const multiplier = Math.min(4, Math.max(1, benchmarkIndex / MID_TIER_PHONE_BENCHMARK_INDEX));
  return {
    multiplier: Number(multiplier.toFixed(2)),
    text: `${multiplier.toFixed(2)}x (host benchmarkIndex ${Math.round(benchmarkIndex)} / ${MID_TIER_PHONE_BENCHMARK_INDEX})`,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`No build in ${distDir}: npm run build`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  }
  const server = spawn("node", ["scripts/e2e-server.mjs", port], {
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
  await waitForServer(server);

  console.log(`# ${new Date().toISOString()} on ${process.platform} ${process.arch}, node ${process.version}, build ${distDir}`);
  console.log(`calibration: pbkdf2-sha256, 100,000 iterations, best of 5: ${calibrationMs().toFixed(0)} ms (lower is a faster machine)`);
  const cpuSlowdown = await chooseCpuSlowdown(`${origin}${pages[0]}`);
  console.log(`Lighthouse mobile preset (simulated throttling), CPU slowdown ${cpuSlowdown.text}, median of ${runs} runs, ${chromePath}\n`);
  console.log("| Page | Performance | Accessibility | LCP | TBT | CLS | Scripts | JS raw | JS gzipped | Host benchmarkIndex |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const page of pages) {
    const url = `${origin}${page}`;
    await get(url); // a first request renders anything not prerendered before the timed runs
    const results = [];
    for (let run = 0; run < runs; run++) results.push(lighthouse(url, cpuSlowdown.multiplier));
    const score = (category) => Math.round(median(results.map((r) => r.categories[category].score * 100)));
    const metric = (audit) => median(results.map((r) => r.audits[audit].numericValue));
    const failed = [
      ...new Set(
        results.flatMap((r) =>
          Object.values(r.audits)
            .filter((a) => a.score === 0 && r.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
            .map((a) => a.id),
        ),
      ),
    ];
    const js = await scriptSizes(results[0]);
    console.log(
      `| ${page} | ${score("performance")} | ${score("accessibility")} | ${(metric("largest-contentful-paint") / 1000).toFixed(1)} s | ${metric("total-blocking-time").toFixed(0)} ms | ${metric("cumulative-layout-shift").toFixed(3)} | ${js.count} | ${kb(js.raw)} | ${kb(js.gzipped)} | ${Math.round(median(results.map((r) => r.environment.benchmarkIndex)))} |` +
        (failed.length ? ` accessibility fails: ${failed.join(", ")}` : ""),
    );
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
