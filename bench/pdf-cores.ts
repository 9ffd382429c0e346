import fs from "node:fs";
import os from "node:os";
import { freshBenchDatabase, signUpOverHttp, startServer } from "./bench-server";
import { createTenLineInvoices, getPdf, proWhile } from "./pdf-route";
import { percentile, summary } from "./stats";

const PORT = 3194;
const INVOICES = 400;
const PHASE_MS = 8_000;
const CLIENTS = 4;

type Phase = { pdfs: number; perSecond: number; health: number[]; eventLoop: number[] };

/**
 * Issue #12: does ONE `next start` instance use every core for PDFs, and does it keep answering
 * meanwhile? PDFs per second with one client and with four (a different invoice each download,
 * cycling through 400), and /api/health polled every 20 ms while the four download. Measured
 * twice in the same run, in-thread (PDF_WORKERS=0, as before the pool) and with the pool (one
 * worker per core), so the ratios compare like with like whatever the machine's hour.
 * Aims, with the pool: four clients ≥ 1.7 × one client on 2 cores; health p95 ≤ 50 ms.
 */
export async function benchPdfCores(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_pdf_cores");
  const lines = [`machine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)} at start; the load generator and PostgreSQL share them`];
  let prepared: { cookie: string; invoiceIds: string[] } | undefined;
  for (const workers of ["0", ""]) {
    const server = await startServer(databaseUrl, PORT, { PDF_WORKERS: workers });
    try {
      prepared ??= await prepare(server.baseUrl, databaseUrl);
      const { cookie, invoiceIds } = prepared;
      let next = 0;
      const download = () => getPdf(server.baseUrl, invoiceIds[next++ % invoiceIds.length] as string, cookie);
      // Warm: react-pdf and the fonts loaded in every worker (the pool starts them as work arrives).
      for (let round = 0; round < 5; round += 1) await Promise.all(Array.from({ length: CLIENTS }, download));

      const idle = await phase(server.baseUrl, 0, download, 3_000);
      const one = await phase(server.baseUrl, 1, download);
      const four = await phase(server.baseUrl, CLIENTS, download);
      const ratio = four.perSecond / one.perSecond;
      const label = workers === "0" ? "in-thread (PDF_WORKERS=0)" : `pool (${os.availableParallelism()} workers, the default)`;
      lines.push(
        `${label}: 1 client ${one.perSecond.toFixed(1)} PDFs/s, ${CLIENTS} clients ${four.perSecond.toFixed(1)} PDFs/s: ${ratio.toFixed(2)}×` +
          (workers === "0" ? "" : ` (aim ≥ 1.7×: ${ratio >= 1.7 ? "met" : "MISSED"})`),
        `${label}: /api/health while ${CLIENTS} clients download: ${summary(four.health)}` +
          (workers === "0" ? "" : ` (aim p95 ≤ 50 ms: ${percentile(four.health, 95) <= 50 ? "met" : "MISSED"})`) +
          `; with no download: ${summary(idle.health)}`,
        // GET /api/user without a cookie answers 401 before any query: the event loop alone, where
        // /api/health also waits for PostgreSQL, which shares the cores.
        `${label}: 401 of GET /api/user (no database) while ${CLIENTS} clients download: ${summary(four.eventLoop)}; with no download: ${summary(idle.eventLoop)}`,
        `${label}: server RSS after the run ${rssMb(server.pid).toFixed(0)} MB`,
      );
    } finally {
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 500)); // the port is free again
    }
  }
  return lines;
}

function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((row) => row.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? 0) / 1024;
}

async function prepare(baseUrl: string, databaseUrl: string) {
  const { cookie, id } = await signUpOverHttp(baseUrl, "pdf-cores-bench@example.com");
  const invoiceIds = await proWhile(databaseUrl, id, () => createTenLineInvoices(baseUrl, cookie, INVOICES));
  return { cookie, invoiceIds };
}

/** `clients` loops downloading for `ms`; /api/health polled meanwhile. */
async function phase(baseUrl: string, clients: number, download: () => Promise<void>, ms = PHASE_MS): Promise<Phase> {
  const end = performance.now() + ms;
  const health: number[] = [];
  const eventLoop: number[] = [];
  const poll = (async () => {
    while (performance.now() < end) {
      health.push(await timeGet(`${baseUrl}/api/health`));
      eventLoop.push(await timeGet(`${baseUrl}/api/user`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  let pdfs = 0;
  let finished = started;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        await download();
        pdfs += 1;
      }
      finished = Math.max(finished, performance.now());
    }),
  );
  await poll;
  const seconds = (finished - started) / 1000;
  return { pdfs, perSecond: pdfs / seconds, health, eventLoop };
}

async function timeGet(url: string): Promise<number> {
  const start = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - start;
}
