// npm run lighthouse — page speed on a phone (#15 item 7). Lighthouse's standard mobile preset
// (simulated throttling: a mid-range phone on slow 4G) against the production server (npm start, as
// scripts/e2e-server.mjs runs it on a fresh seeded PGlite database), each page several times; prints
// the median performance and accessibility scores, LCP, TBT, CLS, and the JavaScript the page loaded
// (gzipped here at zlib's default level, as scripts/start.mjs sends it, whatever the browser asked).
//
//   npm run lighthouse [-- /pricing /auth …]   pages to measure (default /, /pricing, /demo, /auth)
//   LIGHTHOUSE_RUNS=3  LIGHTHOUSE_PORT=3295  NEXT_DIST_DIR=.next  CHROMIUM_PATH=/usr/bin/chromium
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

function lighthouse(url) {
  const output = execFileSync(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--only-categories=performance,accessibility",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(output.toString("utf8"));
}

/** The scripts the page loaded (Lighthouse's network log), fetched again and gzipped here. */
async function scriptSizes(report) {
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const urls = [...new Set(requests.filter((item) => item.resourceType === "Script" && item.url.startsWith(origin)).map((item) => item.url))];
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

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`No build in ${distDir}: npm run build`);
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  }
  const server = spawn("node", ["scripts/e2e-server.mjs", port], { stdio: ["ignore", "ignore", "inherit"], env: process.env, detached: true });
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
  console.log(`Lighthouse mobile preset (simulated throttling), median of ${runs} runs, ${chromePath}\n`);
  console.log("| Page | Performance | Accessibility | LCP | TBT | CLS | Scripts | JS raw | JS gzipped |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const page of pages) {
    const url = `${origin}${page}`;
    await get(url); // a first request renders anything not prerendered before the timed runs
    const results = [];
    for (let run = 0; run < runs; run++) results.push(lighthouse(url));
    const score = (category) => Math.round(median(results.map((r) => r.categories[category].score * 100)));
    const metric = (audit) => median(results.map((r) => r.audits[audit].numericValue));
    const failed = [...new Set(results.flatMap((r) => Object.values(r.audits).filter((a) => a.score === 0 && r.categories.accessibility.auditRefs.some((ref) => ref.id === a.id)).map((a) => a.id)))];
    const js = await scriptSizes(results[0]);
    console.log(
      `| ${page} | ${score("performance")} | ${score("accessibility")} | ${(metric("largest-contentful-paint") / 1000).toFixed(1)} s | ${metric("total-blocking-time").toFixed(0)} ms | ${metric("cumulative-layout-shift").toFixed(3)} | ${js.count} | ${kb(js.raw)} | ${kb(js.gzipped)} |` +
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
