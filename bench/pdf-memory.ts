import { freshBenchDatabase, serverRssMb, signUpOverHttp, startServer } from "./bench-server";
import { createTenLineInvoices, getPdf, proWhile } from "./pdf-route";

const PORT = 3197;
const INVOICES = 400;
const DOWNLOADS = 3_000;
const CLIENTS = 4;
const READ_AT = [100, 500, 1_000, 1_500, 2_000, 2_500, 3_000];

/**
 * Issue #30: does a server's memory stay put while it serves PDFs? `npm start` with the pool (one
 * worker per core), 3,000 downloads over HTTP by 4 clients, each another invoice (cycling through
 * 400), and the server's RSS (the process: main thread and workers) read after 100, then every
 * 500. Aim: RSS after 3,000 within 1.3× of RSS after the first 100.
 */
export async function benchPdfMemory(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_pdf_memory");
  const server = await startServer(databaseUrl, PORT);
  try {
    const { cookie, id } = await signUpOverHttp(server.baseUrl, "pdf-memory-bench@example.com");
    const invoiceIds = await proWhile(databaseUrl, id, () => createTenLineInvoices(server.baseUrl, cookie, INVOICES));
    const rssAtStart = serverRssMb(server.pid);
    const readings = new Map<number, number>();
    let started = 0;
    let done = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (started < DOWNLOADS) {
          await getPdf(server.baseUrl, invoiceIds[started++ % INVOICES] as string, cookie);
          done += 1;
          if (READ_AT.includes(done)) readings.set(done, serverRssMb(server.pid));
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const first = readings.get(100) as number;
    const last = readings.get(DOWNLOADS) as number;
    const ratio = last / first;
    return [
      `${DOWNLOADS} PDFs by ${CLIENTS} clients in ${seconds.toFixed(0)} s (${(DOWNLOADS / seconds).toFixed(1)} PDFs/s); server RSS before the first ${rssAtStart.toFixed(0)} MB`,
      `server RSS after ${[...readings].map(([count, mb]) => `${count}: ${mb.toFixed(0)} MB`).join(", ")}`,
      `RSS after ${DOWNLOADS} / after 100: ${ratio.toFixed(2)}× (aim ≤ 1.3×: ${ratio <= 1.3 ? "met" : "MISSED"})`,
    ];
  } finally {
    server.stop();
  }
}
