import sharp from "sharp";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { RenderInvoicePdfOptions } from "@/lib/pdf";
import type { renderInvoicePdfInThread as RenderInThread } from "@/lib/pdf/render-invoice-pdf-in-thread";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import type { PdfJob } from "@/lib/pdf/pdf-job";
import { pdfWorkerScript } from "@/lib/pdf/worker/pdf-worker-script";
import { createWorkerPool, type WorkerPool } from "@/lib/pdf/worker/worker-pool";
import { loadReactPdf, readPdf } from "../../support/read-pdf";
import { domesticSwedishInvoice, longInvoice, reverseChargeInvoice } from "./fixtures";
import { firstDifference, timeless } from "./support/timeless-pdf";

// The start's last step reads the database a download reads (warm-pdf-download.ts). A unit test has
// no database: run for real, it opened the default embedded one (.data/pglite), whose timers then
// kept jest from exiting after the run. Here only its place in the start is checked.
const warmPdfDownload = jest.fn(async () => {});
jest.mock("@/lib/pdf/warm-pdf-download", () => ({ warmPdfDownload: () => warmPdfDownload() }));

// The real worker (lib/pdf/worker/pdf-worker.ts, bundled by scripts/build-pdf-worker.mjs from the
// current sources) against the renderer on this thread: the same documents, read back as text, and
// the same files byte for byte (the worker reuses pdfkit's font wrappers: reuse-embedded-fonts.ts;
// this thread runs pdfkit as it is).
let renderInThread: typeof RenderInThread;
let pool: WorkerPool<PdfJob>;

beforeAll(async () => {
  await loadReactPdf();
  ({ renderInvoicePdfInThread: renderInThread } = await import("@/lib/pdf/render-invoice-pdf-in-thread"));
  pool = createWorkerPool<PdfJob>({ script: await pdfWorkerScript(), size: 2 });
}, 60_000);

afterAll(() => pool.close());

async function readBoth(invoice: InvoiceJson, options: RenderInvoicePdfOptions) {
  const [inWorker, inThread] = await Promise.all([pool.run({ invoice, options }), renderInThread(invoice, options)]);
  return { worker: await readPdf(inWorker), thread: await readPdf(inThread), inWorker, inThread };
}

describe("the PDF worker", () => {
  it.each([
    ["Classic with the Free watermark", SAMPLE_INVOICE, { isPro: false }],
    ["Minimal in Swedish", domesticSwedishInvoice("minimal"), { isPro: true }],
    ["Corporate in German, PDF/A-3b", reverseChargeInvoice("de", "corporate"), { isPro: true, conformance: "PDF/A-3b" }],
    ["Modern over several pages", { ...longInvoice(60), template: "modern" }, { isPro: true }],
    [
      "latin-ext and Cyrillic from the fallback fonts",
      { ...SAMPLE_INVOICE, customer: { ...SAMPLE_INVOICE.customer, name: "Łódź Привет GmbH" } },
      { isPro: true },
    ],
  ] as const)(
    "prints what the in-thread renderer prints, byte for byte: %s",
    async (_name, invoice, options) => {
      const { worker, thread, inWorker, inThread } = await readBoth(invoice as InvoiceJson, options);
      expect(firstDifference(timeless(inWorker), timeless(inThread))).toBeNull();
      expect(worker.pageCount).toBe(thread.pageCount);
      expect(worker.pages).toEqual(thread.pages);
      const { CreationDate: _workerDate, ModDate: _workerModDate, ...workerInfo } = worker.info;
      const { CreationDate: _threadDate, ModDate: _threadModDate, ...threadInfo } = thread.info;
      expect(workerInfo).toEqual(threadInfo);
    },
    60_000,
  );

  it("prints the Pro logo it is handed", async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    const { inWorker } = await readBoth(SAMPLE_INVOICE, { isPro: true, logo: { data: png.toString("base64"), mimeType: "image/png" } });
    expect(inWorker.toString("latin1")).toContain("/Subtype /Image");
  }, 60_000);

  it("answers several PDFs at once, each its own", async () => {
    const numbers = ["W-1", "W-2", "W-3", "W-4", "W-5"];
    const pdfs = await Promise.all(numbers.map((number) => pool.run({ invoice: { ...SAMPLE_INVOICE, number }, options: { isPro: true } })));
    for (const [index, pdf] of pdfs.entries()) expect((await readPdf(pdf)).text).toContain(numbers[index]);
  }, 60_000);

  it("hands a render's error to the caller and renders the next PDF", async () => {
    const broken = { ...SAMPLE_INVOICE, items: null } as unknown as InvoiceJson;
    await expect(pool.run({ invoice: broken, options: { isPro: true } })).rejects.toThrow();
    expect((await readPdf(await pool.run({ invoice: SAMPLE_INVOICE, options: { isPro: true } }))).text).toContain("INV-1042");
  }, 60_000);
});

describe("renderInvoicePdf with PDF_WORKERS set", () => {
  it("renders in the process's pool", async () => {
    const { renderInvoicePdf } = await import("@/lib/pdf");
    const { sharedPdfWorkerPool } = await import("@/lib/pdf/worker/shared-pdf-worker-pool");
    process.env.PDF_WORKERS = "1";
    try {
      const pdf = await renderInvoicePdf(SAMPLE_INVOICE, { isPro: false });
      expect((await readPdf(pdf)).text).toContain("Created with the Free plan");
    } finally {
      delete process.env.PDF_WORKERS;
      await (await sharedPdfWorkerPool()).close();
    }
  }, 60_000);

  it("is readied by the server's start when PDF_WORKERS asks (never by default under jest), before the first PDF", async () => {
    const { startPdfRenderer } = await import("@/lib/pdf/start-pdf-renderer");
    const holder = globalThis as { [key: symbol]: unknown };
    const POOL = Symbol.for("invoiceflow.pdfWorkerPool");
    delete holder[POOL];
    await startPdfRenderer({ NODE_ENV: "test" });
    expect(holder[POOL]).toBeUndefined();
    process.env.PDF_WORKERS = "2";
    try {
      let readyWhenReadsRan: number | undefined;
      warmPdfDownload.mockImplementationOnce(async () => {
        const { sharedPdfWorkerPool } = await import("@/lib/pdf/worker/shared-pdf-worker-pool");
        readyWhenReadsRan = (await sharedPdfWorkerPool()).ready;
      });
      await startPdfRenderer({ NODE_ENV: "test", PDF_WORKERS: "2" });
      const { sharedPdfWorkerPool } = await import("@/lib/pdf/worker/shared-pdf-worker-pool");
      const pool = await sharedPdfWorkerPool();
      expect(pool.ready).toBe(2); // both workers loaded the fonts and rendered their warm-up invoices
      // The download's reads ran once, last, after the workers were ready (their connection is then still open).
      expect(warmPdfDownload).toHaveBeenCalledTimes(1);
      expect(readyWhenReadsRan).toBe(2);
      expect((await readPdf(await pool.run({ invoice: SAMPLE_INVOICE, options: { isPro: false } }))).text).toContain("INV-1042");
      await pool.close();
    } finally {
      delete process.env.PDF_WORKERS;
      delete holder[POOL];
    }
  }, 120_000);
});
