import { unzipSync } from "fflate";
import { freshBenchDatabase, serverRssMb, signUpOverHttp, startServer } from "./bench-server";
import { createTenLineInvoices, getPdf, proWhile } from "./pdf-route";

const PORT = 3198;
const INVOICES = 1_000;
const SAMPLE_EVERY_MS = 100;
const AIM_MB = 100;
/**
 * PDFs rendered before the baseline, WARM_UP_LANES at a time: each worker thread's heap grows with its
 * first renders (fonts, layout) to a level it then keeps (docs/benchmarks.md: RSS after 3,000 PDFs is
 * 0.97× RSS after 100). The archive renders a few PDFs ahead, so several workers are busy at once: one
 * PDF at a time warmed only one of them, and the others' first renders counted as the archive's memory.
 */
const WARM_UP_PDFS = 100;
const WARM_UP_LANES = 4;

/**
 * Issue #25: the archive streams. `npm start` (production build, PDF worker pool), 1,000 ten-line
 * invoices, then GET /api/exports/archive read over HTTP chunk by chunk while the server's RSS (the
 * process with its PDF workers) is read every 100 ms. Aim: the highest reading within 100 MB of the
 * reading just before the request. The zip is then opened to check it holds all 1,000 PDFs.
 *
 * The baseline is a warm server (WARM_UP_PDFS PDFs rendered first, WARM_UP_LANES at a time), as a server that has
 * rendered any PDF is; the cold reading is reported beside it. The stream's first and second half
 * are compared too: memory that grows with the archive's size shows as a higher second half.
 */
export async function benchArchive(): Promise<string[]> {
  const databaseUrl = await freshBenchDatabase("invoicing_bench_archive");
  const server = await startServer(databaseUrl, PORT);
  try {
    const { cookie, id } = await signUpOverHttp(server.baseUrl, "archive-bench@example.com");
    const made = performance.now();
    const ids = await proWhile(databaseUrl, id, () => createTenLineInvoices(server.baseUrl, cookie, INVOICES));
    const makeSeconds = (performance.now() - made) / 1000;

    const rssCold = serverRssMb(server.pid);
    const warmUp = ids.slice(0, WARM_UP_PDFS);
    await Promise.all(
      Array.from({ length: WARM_UP_LANES }, async (_, lane) => {
        for (let index = lane; index < warmUp.length; index += WARM_UP_LANES) await getPdf(server.baseUrl, warmUp[index] as string, cookie);
      }),
    );
    const rssAtStart = serverRssMb(server.pid);
    let highest = rssAtStart;
    const samples: { at: number; mb: number }[] = [];
    const sampler = setInterval(() => {
      const mb = serverRssMb(server.pid);
      samples.push({ at: performance.now(), mb });
      highest = Math.max(highest, mb);
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
    const middle = began + seconds * 500;
    const highestOf = (part: typeof samples) => Math.max(0, ...part.map((sample) => sample.mb));
    const firstHalf = highestOf(samples.filter((sample) => sample.at < middle));
    const secondHalf = highestOf(samples.filter((sample) => sample.at >= middle));
    return [
      `${INVOICES} ten-line invoices made over HTTP in ${makeSeconds.toFixed(0)} s`,
      `archive: ${(bytes / 1_000_000).toFixed(1)} MB (${pdfs} PDFs, ${xmls} XML, 4 CSV/README) in ${seconds.toFixed(1)} s (${(pdfs / seconds).toFixed(1)} invoices/s), first byte after ${firstByteMs.toFixed(0)} ms`,
      `server RSS cold ${rssCold.toFixed(0)} MB; after ${WARM_UP_PDFS} PDFs ${WARM_UP_LANES} at a time (the baseline) ${rssAtStart.toFixed(0)} MB; highest while streaming ${highest.toFixed(0)} MB (first half of the stream ${firstHalf.toFixed(0)} MB, second half ${secondHalf.toFixed(0)} MB); after ${rssAtEnd.toFixed(0)} MB (read every ${SAMPLE_EVERY_MS} ms)`,
      `RSS growth over the cold reading ${(highest - rssCold).toFixed(0)} MB`,
      `RSS growth ${growth.toFixed(0)} MB (aim ≤ ${AIM_MB} MB: ${growth <= AIM_MB ? "met" : "MISSED"})`,
    ];
  } finally {
    server.stop();
  }
}
