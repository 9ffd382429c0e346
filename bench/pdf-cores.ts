import os from "node:os";
import { freshBenchDatabase, serverRssMb, signUpOverHttp, startServer } from "./bench-server";
import { createTenLineInvoices, getPdf, proWhile } from "./pdf-route";
import { percentile, summary } from "./stats";

const PORT = 3194;
const INVOICES = 400;
const ROUNDS = 4;
const PHASE_MS = 4_000;
const CLIENTS = 4;

type Phase = { pdfs: number; seconds: number; health: number[]; eventLoop: number[] };
type Setup = { label: string; isPool: boolean; server: Awaited<ReturnType<typeof startServer>>; download: () => Promise<void> };

/**
 * Issue #12: does ONE `next start` instance use every core for PDFs, and does it keep answering
 * meanwhile? PDFs per second with one client and with four (a different invoice each download,
 * cycling through 400), and /api/health polled every 20 ms while the four download.
 *
 * Two instances run side by side, in-thread (PDF_WORKERS=0, as before the pool) and with the pool
 * (one worker per core), and take turns: rounds of 4 s phases, 1 client then 4, each instance in
 * turn, its first place alternating. Other work on this shared machine comes and goes within
 * seconds; taking turns spreads it over both, so their figures compare like with like.
 * Aims, with the pool: four clients ≥ 1.7 × one client on 2 cores; health p95 ≤ 50 ms.
 */
export async function benchPdfCores(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_pdf_cores");
  const lines = [
    `machine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)} at start; the load generator and PostgreSQL share them`,
    `${ROUNDS} rounds of ${PHASE_MS / 1000} s phases, the two instances taking turns`,
  ];
  const servers = [
    await startServer(databaseUrl, PORT, { PDF_WORKERS: "0" }),
    await startServer(databaseUrl, PORT + 1, { PDF_WORKERS: "" }),
  ];
  try {
    const { cookie, invoiceIds } = await prepare(servers[0]!.baseUrl, databaseUrl);
    const setups: Setup[] = servers.map((server, index) => {
      let next = 0;
      const download = () => getPdf(server.baseUrl, invoiceIds[next++ % invoiceIds.length] as string, cookie);
      const label = index === 0 ? "in-thread (PDF_WORKERS=0)" : `pool (${os.availableParallelism()} workers, the default)`;
      return { label, isPool: index === 1, server, download };
    });
    const idle = new Map<Setup, Phase>();
    for (const setup of setups) {
      // Warm: the JIT warmed up on the bench's own invoices (the pool's workers readied themselves at the server's start).
      for (let round = 0; round < 5; round += 1) await Promise.all(Array.from({ length: CLIENTS }, setup.download));
      idle.set(setup, await phase(setup, 0, 3_000));
    }
    const one = new Map<Setup, Phase[]>(setups.map((setup) => [setup, []]));
    const four = new Map<Setup, Phase[]>(setups.map((setup) => [setup, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? setups : [...setups].reverse();
      for (const setup of order) one.get(setup)!.push(await phase(setup, 1));
      for (const setup of order) four.get(setup)!.push(await phase(setup, CLIENTS));
    }
    for (const setup of setups) lines.push(...report(setup, merge(one.get(setup)!), merge(four.get(setup)!), idle.get(setup)!));
  } finally {
    for (const server of servers) server.stop();
  }
  return lines;
}

function report({ label, isPool, server }: Setup, one: Phase, four: Phase, idle: Phase): string[] {
  const rate = (phase: Phase) => phase.pdfs / phase.seconds;
  const ratio = rate(four) / rate(one);
  const healthP95 = percentile(four.health, 95);
  return [
    `${label}: 1 client ${rate(one).toFixed(1)} PDFs/s, ${CLIENTS} clients ${rate(four).toFixed(1)} PDFs/s: ${ratio.toFixed(2)}×` +
      (isPool ? ` (aim ≥ 1.7×: ${ratio >= 1.7 ? "met" : "MISSED"})` : ""),
    `${label}: /api/health while ${CLIENTS} clients download: ${summary(four.health)}` +
      (isPool ? ` (aim p95 ≤ 50 ms: ${healthP95 <= 50 ? "met" : "MISSED"})` : "") +
      `; with no download: ${summary(idle.health)}`,
    // GET /api/user without a cookie answers 401 before any query: the event loop alone, where
    // /api/health also waits for PostgreSQL, which shares the cores.
    `${label}: 401 of GET /api/user (no database) while ${CLIENTS} clients download: ${summary(four.eventLoop)}; with no download: ${summary(idle.eventLoop)}`,
    `${label}: server RSS at the end ${serverRssMb(server.pid).toFixed(0)} MB`,
  ];
}

function merge(phases: Phase[]): Phase {
  return {
    pdfs: phases.reduce((sum, phase) => sum + phase.pdfs, 0),
    seconds: phases.reduce((sum, phase) => sum + phase.seconds, 0),
    health: phases.flatMap((phase) => phase.health),
    eventLoop: phases.flatMap((phase) => phase.eventLoop),
  };
}

async function prepare(baseUrl: string, databaseUrl: string) {
  const { cookie, id } = await signUpOverHttp(baseUrl, "pdf-cores-bench@example.com");
  const invoiceIds = await proWhile(databaseUrl, id, () => createTenLineInvoices(baseUrl, cookie, INVOICES));
  return { cookie, invoiceIds };
}

/** `clients` loops downloading for `ms`; /api/health and a 401 polled meanwhile. */
async function phase({ server, download }: Setup, clients: number, ms = PHASE_MS): Promise<Phase> {
  const end = performance.now() + ms;
  const health: number[] = [];
  const eventLoop: number[] = [];
  const poll = (async () => {
    while (performance.now() < end) {
      health.push(await timeGet(`${server.baseUrl}/api/health`));
      eventLoop.push(await timeGet(`${server.baseUrl}/api/user`));
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
  return { pdfs, seconds: (finished - started) / 1000, health, eventLoop };
}

async function timeGet(url: string): Promise<number> {
  const start = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - start;
}
