// A CPU profile of warm renders, as in a PDF worker (issue #30): the renderer with pdfkit's font
// wrappers reused, 40 renders to warm up, then N renders profiled (V8's sampling profiler through
// node:inspector) and CPU time per render printed with the calibration line.
// NODE_ENV=production npx tsx bench/pdf-profile.ts [renders=150] [out.cpuprofile]
// Without a file name nothing is profiled (CPU per render only); HEAP_PROFILE=out.heapprofile adds
// V8's allocation sampling over the same renders (what allocates, for the garbage collector's share).
import { pbkdf2Sync } from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import { pathToFileURL } from "node:url";
import { withUnits } from "@/lib/invoices/item-units";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { calculateInvoiceTotals } from "@/lib/tax";
import { loadReactPdf, makeNativeImport } from "../tests/support/read-pdf";
import { percentile } from "./stats";
import { tenLines } from "./ten-lines";

function benchInvoice(n: number): InvoiceJson {
  const totals = calculateInvoiceTotals({ taxRate: "8.5", items: tenLines(n) });
  return {
    ...SAMPLE_INVOICE,
    ...totals,
    items: withUnits(totals.items, []),
    number: `INV-${10_000 + n}`,
    customer: { ...SAMPLE_INVOICE.customer, name: `Customer ${n} GmbH` },
    paymentReference: null,
  };
}

async function main() {
  const renders = Number(process.argv[2] ?? 150);
  const out = process.argv[3];
  const calibration = Math.min(
    ...Array.from({ length: 5 }, () => {
      const start = performance.now();
      pbkdf2Sync("calibration", "salt", 100_000, 32, "sha256");
      return performance.now() - start;
    }),
  );
  await loadReactPdf();
  const { reuseEmbeddedFonts } = await import("@/lib/pdf/worker/reuse-embedded-fonts");
  const pdfkitEsm = require.resolve("pdfkit").replace(/pdfkit\.js$/, "pdfkit.node.mjs");
  reuseEmbeddedFonts((await makeNativeImport<{ default: { prototype: object } }>()(pathToFileURL(pdfkitEsm).href)).default);
  // What a PDF worker calls for each job (lib/pdf/worker/pdf-worker.ts).
  const { renderInvoicePdfInThread } = await import("@/lib/pdf/render-invoice-pdf-in-thread");
  let n = 0;
  const render = () => renderInvoicePdfInThread(benchInvoice((n += 1)), { isPro: false });
  for (let i = 0; i < 40; i += 1) await render();
  const session = new Session();
  if (out) {
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
  }
  if (process.env.HEAP_PROFILE) {
    session.connect();
    await session.post("HeapProfiler.enable");
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as never);
  }
  const cpu: number[] = [];
  const startAll = process.cpuUsage();
  for (let i = 0; i < renders; i += 1) {
    const before = process.cpuUsage();
    await render();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const all = process.cpuUsage(startAll);
  if (out) {
    const { profile } = await session.post("Profiler.stop");
    fs.writeFileSync(out, JSON.stringify(profile));
  }
  if (process.env.HEAP_PROFILE) {
    const { profile } = await session.post("HeapProfiler.stopSampling");
    fs.writeFileSync(process.env.HEAP_PROFILE, JSON.stringify(profile));
  }
  console.log(`calibration: pbkdf2-sha256, 100,000 iterations, best of 5: ${calibration.toFixed(0)} ms`);
  console.log(
    `${renders} warm renders: CPU p50 ${percentile(cpu, 50).toFixed(1)} ms, mean ${((all.user + all.system) / 1000 / renders).toFixed(1)} ms${out ? " (profiled)" : ""}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
