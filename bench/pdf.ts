// PDF rendering: warm latency, throughput on every core, cold start, memory over 2,000 renders, and
// what the shaping cache saves. The renderer itself, on the calling thread (PDF_WORKERS=0): the
// worker pool's figures over HTTP are bench/pdf-cores.ts.
// npm run bench pdf, or alone: npx tsx -e 'require("./bench/pdf.ts").benchPdf().then((l) => console.log(l.join("\n")))'
// (Under tsx, `import()` of this CommonJS-compiled file puts the exports on `default`.)
//
// Every measurement runs in a fresh child process (`node --import tsx bench/pdf.ts <role>`) with
// NODE_ENV=production, as the server runs: React's production build, and nothing the parent
// process (or another benchmark of bench/run.ts) has loaded or warmed up leaks into the figures.
import { fork } from "node:child_process";
import { withUnits } from "@/lib/invoices/item-units";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { calculateInvoiceTotals } from "@/lib/tax";
import { loadReactPdf, makeNativeImport, readPdf } from "../tests/support/read-pdf";
import { percentile } from "./stats";
import { tenLines } from "./ten-lines";

const WARM_SAMPLES = 200;
const MEMORY_RENDERS = 2_000;
const THROUGHPUT_MS = 8_000;
const SHAPING_SAMPLES = 300;
const FLOOR_SAMPLES = 400;

type Role = "cold" | "warm" | "throughput" | "shaping" | "floor";
type ColdResult = { importMs: number; firstPdfMs: number; sinceProcessStartMs: number };
type WarmResult = { samples: number[]; pdf: string; rss: number[]; heapAfterGc: number[] };
type ThroughputResult = { pdfs: number; ms: number };
type Sample = { wallMs: number; cpuMs: number };
type ShapingResult = { cached: Sample[]; fresh: Sample[] };
type FloorResult = { renderer: Sample[]; floor: Sample[]; floorPdf: string; rendererPdf: string };

/**
 * The benchmark's invoices: one page, ten single-line items (Classic, Free plan: with the
 * watermark). Each render gets an invoice of its own (number, customer, descriptions, quantities,
 * rates and so every amount): the renderer remembers the texts it shaped, and a server renders
 * different invoices, not one invoice over and over.
 *
 * Without the sample's structured payment reference: since the demo invoice gained that row, ten
 * lines, the notes and the footer no longer fit on one US Letter page, so the renderer paginated
 * to two pages (laying the document out three times: 129 against 45 ms of CPU in a profile) while
 * the floor drew one, and the warm role's one-page check failed. The floor role now checks the
 * renderer's file is one page too.
 */
function benchInvoice(n: number): InvoiceJson {
  const totals = calculateInvoiceTotals({ taxRate: "8.5", items: tenLines(n) });
  const customer = { ...SAMPLE_INVOICE.customer, name: `Customer ${n} GmbH` };
  return {
    ...SAMPLE_INVOICE,
    ...totals,
    items: withUnits(totals.items, []),
    number: `INV-${10_000 + n}`,
    customer,
    paymentReference: null,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function loadRenderer() {
  await loadReactPdf();
  const { renderInvoicePdf } = await import("@/lib/pdf");
  let rendered = 0;
  return () => renderInvoicePdf(benchInvoice((rendered += 1)), { isPro: false });
}

/**
 * The shaping cache (lib/pdf/shaping-cache.ts) on and off, alternately, in one process: each
 * render another invoice, so the cache holds what a server's would (labels, the issuer, payment
 * details) and not the texts of the very invoice. Wall and CPU time of every render.
 */
async function shapingRole(): Promise<ShapingResult> {
  const render = await loadRenderer();
  const { bypassShapingCache } = await import("@/lib/pdf/shaping-cache");
  const timed = (bypass: boolean): Promise<Sample> => {
    bypassShapingCache(bypass);
    return timedSample(render);
  };
  for (let i = 0; i < 40; i += 1) await timed(i % 2 === 1);
  const result: ShapingResult = { cached: [], fresh: [] };
  for (let i = 0; i < SHAPING_SAMPLES; i += 1) {
    const bypass = i % 2 === 1;
    (bypass ? result.fresh : result.cached).push(await timed(bypass));
    await tick();
  }
  return result;
}

async function timedSample(work: () => Promise<unknown>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * The renderer against the floor (bench/pdf-floor.ts: the same invoice drawn with pdfkit alone,
 * the same fonts and shaping), alternately in one process: whatever else runs on the machine
 * falls on both alike. Each invoice is drawn by both, the renderer first on even turns.
 */
async function floorRole(): Promise<FloorResult> {
  const render = await loadRenderer();
  // As in a PDF worker (lib/pdf/worker/pdf-worker.ts): pdfkit's font wrappers reused. The module
  // react-pdf imports (ESM), not the CommonJS copy tsx would `require`: one prototype.
  const { reuseEmbeddedFonts } = await import("@/lib/pdf/worker/reuse-embedded-fonts");
  const pdfkitEsm = require.resolve("pdfkit").replace(/pdfkit\.js$/, "pdfkit.node.mjs");
  reuseEmbeddedFonts((await makeNativeImport<{ default: { prototype: object } }>()(pathToFileURL(pdfkitEsm).href)).default);
  const { buildInvoiceView } = await import("@/lib/pdf/view/invoice-view");
  const { loadFloorFonts, renderFloorPdf } = await import("./pdf-floor");
  const fonts = await loadFloorFonts();
  let n = 0;
  const floor = () => renderFloorPdf(buildInvoiceView(benchInvoice((n += 1))), fonts);
  for (let i = 0; i < 40; i += 1) {
    await render();
    await floor();
  }
  const result: FloorResult = {
    renderer: [],
    floor: [],
    floorPdf: (await floor()).toString("base64"),
    rendererPdf: (await render()).toString("base64"),
  };
  for (let i = 0; i < FLOOR_SAMPLES; i += 1) {
    const pair = [async () => result.renderer.push(await timedSample(render)), async () => result.floor.push(await timedSample(floor))];
    for (const take of i % 2 === 0 ? pair : pair.reverse()) await take();
    await tick();
  }
  return result;
}

async function coldRole(): Promise<ColdResult> {
  const start = performance.now();
  const render = await loadRenderer();
  const imported = performance.now();
  await render();
  const done = performance.now();
  // performance.now() counts from the start of this process: node, tsx and the modules included.
  return { importMs: imported - start, firstPdfMs: done - start, sinceProcessStartMs: done };
}

async function warmRole(): Promise<WarmResult> {
  const render = await loadRenderer();
  for (let i = 0; i < 20; i += 1) await render();
  // The parent reads this one back with pdfjs: loading pdfjs here would slow every render after it.
  const first = await render();

  const samples: number[] = [];
  for (let i = 0; i < WARM_SAMPLES; i += 1) {
    const started = performance.now();
    await render();
    samples.push(performance.now() - started);
    await tick();
  }

  // Memory: a server renders one document after another; RSS must level off, not climb. RSS is
  // read as the server would see it; the heap also after a full collection (this child runs with
  // --expose-gc), which tells retained memory apart from garbage not yet collected.
  const rss: number[] = [];
  const heapAfterGc: number[] = [];
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 1; i <= MEMORY_RENDERS; i += 1) {
    await render();
    await tick(); // let the event loop (and with it finalizers and GC) run between documents
    if (i % 500 === 0) {
      rss.push(process.memoryUsage().rss);
      gc?.();
      heapAfterGc.push(process.memoryUsage().heapUsed);
    }
  }
  return { samples, pdf: first.toString("base64"), rss, heapAfterGc };
}

async function throughputRole(): Promise<void> {
  const render = await loadRenderer();
  for (let i = 0; i < 20; i += 1) await render();
  process.send?.({ ready: true });
  await new Promise<void>((resolve) => process.once("message", () => resolve()));
  const start = performance.now();
  let pdfs = 0;
  while (performance.now() - start < THROUGHPUT_MS) {
    await render();
    pdfs += 1;
  }
  process.send?.({ pdfs, ms: performance.now() - start } satisfies ThroughputResult);
}

/** Starts this file as a child in the given role; the child answers over IPC. */
function spawnRole(role: Role) {
  const child = fork(path.join(__dirname, "pdf.ts"), [role], {
    execArgv: ["--import", "tsx", ...(role === "warm" ? ["--expose-gc"] : [])],
    env: { ...process.env, NODE_ENV: "production", PDF_WORKERS: "0" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  child.on("message", (message) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      if (messages.length) return resolve(messages.shift() as T);
      waiters.push((message) => resolve(message as T));
      child.once("exit", (code) => reject(new Error(`bench child "${role}" exited with ${code}`)));
    });
  return { child, next };
}

async function runRole<T>(role: Role): Promise<T> {
  const { child, next } = spawnRole(role);
  const result = await next<T>();
  child.kill();
  return result;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function benchPdf(): Promise<string[]> {
  const lines: string[] = [];
  const load = os.loadavg()[0] ?? 0;
  const cores = os.availableParallelism();
  lines.push(`machine: ${cores} cores, load average ${load.toFixed(1)} at start (other processes share the cores)`);

  const cold = await runRole<ColdResult>("cold");
  lines.push(
    `cold start, fresh process: first PDF ${ms(cold.firstPdfMs)} after the first import (modules ${ms(cold.importMs)}, fonts + first render ${ms(cold.firstPdfMs - cold.importMs)}); ${ms(cold.sinceProcessStartMs)} since the process started (node + tsx included)`,
  );

  const warm = await runRole<WarmResult>("warm");
  const pdf = Buffer.from(warm.pdf, "base64");
  const { pageCount, text } = await readPdf(pdf);
  const lines10 = text.match(/sprint \d+/g)?.length ?? 0;
  if (pageCount !== 1 || lines10 !== 10)
    throw new Error(`the benchmark invoice must be one page with its 10 lines (pages: ${pageCount}, lines: ${lines10})`);
  lines.push(
    `warm render, one-page 10-line invoice (Classic, Free watermark, ${(pdf.length / 1024).toFixed(0)} KB, Inter embedded): n=${warm.samples.length} p50=${ms(percentile(warm.samples, 50))} p95=${ms(percentile(warm.samples, 95))} max=${ms(Math.max(...warm.samples))}`,
  );

  const workers = Array.from({ length: cores }, () => spawnRole("throughput"));
  await Promise.all(workers.map((worker) => worker.next()));
  workers.forEach((worker) => worker.child.send({ go: true }));
  const results = await Promise.all(workers.map((worker) => worker.next<ThroughputResult>()));
  workers.forEach((worker) => worker.child.kill());
  const pdfs = results.reduce((sum, result) => sum + result.pdfs, 0);
  const seconds = Math.max(...results.map((result) => result.ms)) / 1000;
  lines.push(
    `throughput, ${cores} processes for ${(THROUGHPUT_MS / 1000).toFixed(0)} s: ${(pdfs / seconds).toFixed(1)} PDFs/s (${pdfs} PDFs)`,
  );

  const shaping = await runRole<ShapingResult>("shaping");
  const p50 = (samples: Sample[], key: keyof Sample) =>
    percentile(
      samples.map((sample) => sample[key]),
      50,
    );
  const saved = 1 - p50(shaping.cached, "cpuMs") / p50(shaping.fresh, "cpuMs");
  lines.push(
    `shaping cache, ${SHAPING_SAMPLES} renders alternately with and without it: with p50 ${ms(p50(shaping.cached, "wallMs"))} (CPU ${ms(p50(shaping.cached, "cpuMs"))}), without p50 ${ms(p50(shaping.fresh, "wallMs"))} (CPU ${ms(p50(shaping.fresh, "cpuMs"))}): ${(saved * 100).toFixed(0)} % of the CPU saved`,
  );

  lines.push(
    `memory over ${MEMORY_RENDERS} renders (after ${WARM_SAMPLES + 21} warm ones), every 500: RSS ${warm.rss.map(mb).join(" → ")}; heap after a full GC ${warm.heapAfterGc.map(mb).join(" → ")}`,
  );
  return lines;
}

/** `npm run bench pdf-floor`: the renderer's warm render against the pdfkit floor, in one process (aim ≤ 1.6×). */
export async function benchPdfFloor(): Promise<string[]> {
  const load = os.loadavg()[0] ?? 0;
  const result = await runRole<FloorResult>("floor");
  const floorPdf = await readPdf(Buffer.from(result.floorPdf, "base64"));
  if (floorPdf.pageCount !== 1 || (floorPdf.text.match(/sprint \d+/g)?.length ?? 0) !== 10)
    throw new Error("the floor must draw the invoice's 10 lines on one page");
  const rendererPdf = await readPdf(Buffer.from(result.rendererPdf, "base64"));
  if (rendererPdf.pageCount !== 1)
    throw new Error(`the renderer must lay the benchmark invoice out on one page, as the floor draws it (pages: ${rendererPdf.pageCount})`);
  const p50 = (samples: Sample[], key: keyof Sample) =>
    percentile(
      samples.map((sample) => sample[key]),
      50,
    );
  const ratio = (key: keyof Sample) => p50(result.renderer, key) / p50(result.floor, key);
  const describe = (samples: Sample[]) =>
    `p50 ${ms(p50(samples, "wallMs"))} (CPU ${ms(p50(samples, "cpuMs"))}), p95 ${ms(
      percentile(
        samples.map((s) => s.wallMs),
        95,
      ),
    )}`;
  return [
    `load average ${load.toFixed(1)} at start; ${FLOOR_SAMPLES} invoices, each drawn by both, alternately, in one process`,
    `renderer (react-pdf as in a PDF worker, Classic with the Free watermark): ${describe(result.renderer)}`,
    `floor (pdfkit alone, bench/pdf-floor.ts, ${(Buffer.from(result.floorPdf, "base64").length / 1024).toFixed(0)} KB): ${describe(result.floor)}`,
    `renderer / floor: ${ratio("wallMs").toFixed(2)}× wall, ${ratio("cpuMs").toFixed(2)}× CPU (aim ≤ 1.6×: ${ratio("wallMs") <= 1.6 ? "met" : "MISSED"})`,
  ];
}

// As a child process: run the role named on the command line and report to the parent.
if (require.main === module) {
  const role = process.argv[2] as Role;
  const roles: Record<Role, () => Promise<unknown>> = {
    cold: coldRole,
    warm: warmRole,
    throughput: throughputRole,
    shaping: shapingRole,
    floor: floorRole,
  };
  const run = roles[role] as (() => Promise<unknown>) | undefined;
  if (!run) throw new Error(`unknown role "${role}"`);
  run().then(
    (result) => {
      if (result) process.send?.(result);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
