import "server-only";
import { buildEinvoiceModel, describeEinvoiceProblems, writeCii } from "@/lib/einvoice";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getPdfLogo } from "@/lib/profile/user-logo";
import { HISTORY_CSV_HEADER, historyCsvPages } from "./archive-history";
import { archiveInvoicePages } from "./archive-invoices";
import { archiveBaseName } from "./archive-names";
import type { ArchiveRange } from "./archive-query";
import { archiveReadme } from "./archive-readme";
import {
  csvRecord,
  csvRecords,
  INVOICES_CSV_HEADER,
  invoiceCsvRow,
  PAYMENTS_CSV_HEADER,
  paymentCsvRows,
  type ArchiveFiles,
} from "./archive-csv";
import { ZipStream } from "./zip-stream";

/** Invoices read per query for the CSV files, and for the PDFs. */
const CSV_PAGE = 200;
const PDF_PAGE = 25;
/** PDFs rendered ahead of the one being written: keeps the worker pool busy, and memory to a few PDFs. */
const RENDER_AHEAD = 3;

type Owner = { id: string; isPro: boolean; name: string };

const utf8 = new TextEncoder();

/** Where an invoice's files go, and why it has no XML when it has none. */
function filesOf(invoice: InvoiceJson): ArchiveFiles & { cii: string | null } {
  const base = `invoices/${archiveBaseName(invoice)}`;
  const model = buildEinvoiceModel(invoice, "cii");
  if (!model.ok) return { pdf: `${base}.pdf`, xml: null, xmlProblem: describeEinvoiceProblems(model.problems), cii: null };
  return { pdf: `${base}.pdf`, xml: `${base}.xml`, xmlProblem: null, cii: writeCii(model.model) };
}

/**
 * The archive (issue #25, docs/records.md) as zip bytes, produced as the reader takes them:
 * README.txt, invoices.csv, payments.csv, history.csv, then each invoice's PDF and CII XML. The invoices are read
 * a page at a time and each PDF is rendered in the PDF worker pool (lib/pdf) a few ahead of the one
 * being written, so memory holds a page of invoices and a few PDFs whatever the archive's size.
 * Every query is scoped by the owner's id.
 */
export async function* streamArchive(
  owner: Owner,
  range: ArchiveRange,
  { invoices, now = new Date(), renderPdf }: { invoices: number; now?: Date; renderPdf?: RenderPdf },
): AsyncGenerator<Uint8Array> {
  const zip = new ZipStream();
  zip.addFile("README.txt", utf8.encode(archiveReadme({ range, generatedAt: now, supplier: owner.name, invoices })), {
    compress: true,
    modified: now,
  });
  yield* zip.take();

  const invoicesCsv = zip.beginFile("invoices.csv", { compress: true, modified: now });
  invoicesCsv.write(utf8.encode(csvRecord(INVOICES_CSV_HEADER)));
  for await (const page of archiveInvoicePages(owner.id, range, CSV_PAGE)) {
    invoicesCsv.write(utf8.encode(csvRecords(page.map((invoice) => invoiceCsvRow(invoice, filesOf(invoice))))));
    yield* zip.take();
  }
  invoicesCsv.close();

  const paymentsCsv = zip.beginFile("payments.csv", { compress: true, modified: now });
  paymentsCsv.write(utf8.encode(csvRecord(PAYMENTS_CSV_HEADER)));
  for await (const page of archiveInvoicePages(owner.id, range, CSV_PAGE)) {
    const rows = page.flatMap(paymentCsvRows);
    if (rows.length > 0) paymentsCsv.write(utf8.encode(csvRecords(rows)));
    yield* zip.take();
  }
  paymentsCsv.close();
  yield* zip.take();

  const historyCsv = zip.beginFile("history.csv", { compress: true, modified: now });
  historyCsv.write(utf8.encode(csvRecord(HISTORY_CSV_HEADER)));
  for await (const rows of historyCsvPages(owner.id, range)) {
    historyCsv.write(utf8.encode(csvRecords(rows)));
    yield* zip.take();
  }
  historyCsv.close();
  yield* zip.take();

  const renderOne = renderPdf ?? (await ownersPdfRenderer(owner));
  const render = (invoice: InvoiceJson) => {
    const pdf = renderOne(invoice);
    // Awaited in order below; until then a failure must not count as unhandled.
    pdf.catch(() => undefined);
    return { invoice, pdf };
  };
  const ahead: ReturnType<typeof render>[] = [];
  const writeNext = async function* () {
    const next = ahead.shift();
    if (!next) return;
    const files = filesOf(next.invoice);
    const modified = new Date(next.invoice.createdAt);
    zip.addFile(files.pdf, await next.pdf, { compress: false, modified });
    if (files.xml && files.cii) zip.addFile(files.xml, utf8.encode(files.cii), { compress: true, modified });
    yield* zip.take();
  };
  for await (const page of archiveInvoicePages(owner.id, range, PDF_PAGE)) {
    for (const invoice of page) {
      ahead.push(render(invoice));
      if (ahead.length > RENDER_AHEAD) yield* writeNext();
    }
  }
  while (ahead.length > 0) yield* writeNext();

  zip.finish();
  yield* zip.take();
}

/** Renders one invoice to PDF bytes. */
export type RenderPdf = (invoice: InvoiceJson) => Promise<Uint8Array>;

/** The PDF the owner's plan gives today (template, watermark, logo), rendered in the worker pool. */
async function ownersPdfRenderer(owner: Owner): Promise<RenderPdf> {
  const logo = await getPdfLogo(owner);
  // Loaded on first use, as lib/pdf does: react-pdf is heavy and a 400 answer never needs it.
  const { renderInvoicePdf } = await import("@/lib/pdf/render-invoice-pdf");
  return (invoice) => renderInvoicePdf(invoice, { isPro: owner.isPro, logo });
}

/** The zip bytes as a response body that pulls the next chunk only when the client has taken the last one. */
export function archiveBody(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
