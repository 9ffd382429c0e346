import { unzipSync } from "fflate";
import { freshBenchDatabase, serverRssMb, signUpOverHttp, startServer } from "./bench-server";
import { createTenLineInvoices, proWhile } from "./pdf-route";

const PORT = 3198;
const INVOICES = 1_000;
const SAMPLE_EVERY_MS = 100;
const AIM_MB = 100;

/**
 * Issue #25: the archive streams. `npm start` (production build, PDF worker pool), 1,000 ten-line
 * invoices, then GET /api/exports/archive read over HTTP chunk by chunk while the server's RSS (the
 * process with its PDF workers) is read every 100 ms. Aim: the highest reading within 100 MB of the
 * reading just before the request. The zip is then opened to check it holds all 1,000 PDFs.
 */
export async function benchArchive(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_archive");
  const server = await startServer(databaseUrl, PORT);
  try {
    const { cookie, id } = await signUpOverHttp(server.baseUrl, "archive-bench@example.com");
    const made = performance.now();
    await proWhile(databaseUrl, id, () => createTenLineInvoices(server.baseUrl, cookie, INVOICES));
    const makeSeconds = (performance.now() - made) / 1000;

    const rssAtStart = serverRssMb(server.pid);
    let highest = rssAtStart;
    const sampler = setInterval(() => {
      highest = Math.max(highest, serverRssMb(server.pid));
    }, SAMPLE_EVERY_MS);
    const began = performance.now();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let firstByteMs = 0;
    try {
      const response = await fetch(`${server.baseUrl}/api/exports/archive`, { headers: { cookie } });
      if (response.status !== 200 || !response.body) throw new Error(`archive: ${response.status} ${await response.text()}`);
      const reader = response.body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (bytes === 0) firstByteMs = performance.now() - began;
        bytes += value.byteLength;
        chunks.push(value);
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - began) / 1000;
    const rssAtEnd = serverRssMb(server.pid);
    highest = Math.max(highest, rssAtEnd);

    const files = unzipSync(Buffer.concat(chunks));
    const pdfs = Object.keys(files).filter((name) => name.endsWith(".pdf")).length;
    const xmls = Object.keys(files).filter((name) => name.endsWith(".xml")).length;
    if (pdfs !== INVOICES) throw new Error(`the archive holds ${pdfs} PDFs, not ${INVOICES}`);
    const growth = highest - rssAtStart;
    return [
      `${INVOICES} ten-line invoices made over HTTP in ${makeSeconds.toFixed(0)} s`,
      `archive: ${(bytes / 1_000_000).toFixed(1)} MB (${pdfs} PDFs, ${xmls} XML, 4 CSV/README) in ${seconds.toFixed(1)} s (${(pdfs / seconds).toFixed(1)} invoices/s), first byte after ${firstByteMs.toFixed(0)} ms`,
      `server RSS before ${rssAtStart.toFixed(0)} MB, highest while streaming ${highest.toFixed(0)} MB, after ${rssAtEnd.toFixed(0)} MB (read every ${SAMPLE_EVERY_MS} ms)`,
      `RSS growth ${growth.toFixed(0)} MB (aim ≤ ${AIM_MB} MB: ${growth <= AIM_MB ? "met" : "MISSED"})`,
    ];
  } finally {
    server.stop();
  }
}
