import "server-only";
import { creditNoteEinvoiceModel } from "@/lib/credit-notes/credit-note-einvoice";
import type { CreditNoteJson } from "@/lib/credit-notes/credit-note-json";
import { creditNotePrint } from "@/lib/credit-notes/render-credit-note-pdf";
import { buildEinvoiceModel, describeEinvoiceProblems, writeCii } from "@/lib/einvoice";
import { AppError } from "@/lib/errors";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { getPdfLogo } from "@/lib/profile/user-logo";
import { archiveCreditNotePages, CREDIT_NOTES_CSV_HEADER, creditNoteCsvRow } from "./archive-credit-notes";
import {
  csvRecord,
  csvRecords,
  INVOICES_CSV_HEADER,
  invoiceCsvRow,
  PAYMENTS_CSV_HEADER,
  paymentCsvRows,
  type ArchiveFiles,
} from "./archive-csv";
import { HISTORY_CSV_HEADER, historyCsvPages } from "./archive-history";
import { archiveInvoicePages } from "./archive-invoices";
import { archiveBaseName } from "./archive-names";
import type { ArchiveRange } from "./archive-query";
import { archiveReadme } from "./archive-readme";
import { ZipStream } from "./zip-stream";

/** Documents read per query for the CSV files, and for the PDFs. */
const CSV_PAGE = 200;
const PDF_PAGE = 25;
/** PDFs rendered ahead of the one being written: keeps the worker pool busy, and memory to a few PDFs. */
const RENDER_AHEAD = 3;

type Owner = { id: string; isPro: boolean; name: string };

/** Renders an invoice, or the credit note of an invoice, to PDF bytes. */
export type RenderPdf = (invoice: InvoiceJson, creditNote?: CreditNoteJson) => Promise<Uint8Array>;

type Files = ArchiveFiles & { cii: string | null };

const utf8 = new TextEncoder();

/** Where an invoice's files go, its CII XML, and why it has none when it has none. */
function invoiceFiles(invoice: InvoiceJson): Files {
  const base = `invoices/${archiveBaseName(invoice)}`;
  const model = buildEinvoiceModel(invoice, "cii");
  if (!model.ok) return { pdf: `${base}.pdf`, xml: null, xmlProblem: describeEinvoiceProblems(model.problems), cii: null };
  return { pdf: `${base}.pdf`, xml: `${base}.xml`, xmlProblem: null, cii: writeCii(model.model) };
}

/** The same for a credit note (type code 381, referring to its invoice: lib/credit-notes). */
function creditNoteFiles(invoice: InvoiceJson, note: CreditNoteJson): Files {
  const base = `credit-notes/${archiveBaseName(note)}`;
  try {
    return { pdf: `${base}.pdf`, xml: `${base}.xml`, xmlProblem: null, cii: writeCii(creditNoteEinvoiceModel(invoice, note, "cii")) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { pdf: `${base}.pdf`, xml: null, xmlProblem: error.message, cii: null };
  }
}

type Pending = { files: Files; modified: Date; pdf: Promise<Uint8Array> };

/**
 * The archive (issue #25, docs/records.md) as zip bytes, produced as the reader takes them:
 * README.txt, invoices.csv, credit-notes.csv, payments.csv, history.csv, then each invoice's and
 * each credit note's PDF and CII XML. Documents are read a page at a time and each PDF is rendered
 * in the PDF worker pool (lib/pdf) a few ahead of the one being written, so memory holds a page of
 * documents and a few PDFs whatever the archive's size. Every query is scoped by the owner's id.
 */
export async function* streamArchive(
  owner: Owner,
  range: ArchiveRange,
  { invoices, creditNotes, now = new Date(), renderPdf }: { invoices: number; creditNotes: number; now?: Date; renderPdf?: RenderPdf },
): AsyncGenerator<Uint8Array> {
  const zip = new ZipStream();
  const text = { compress: true, modified: now };
  zip.addFile("README.txt", utf8.encode(archiveReadme({ range, generatedAt: now, supplier: owner.name, invoices, creditNotes })), text);
  yield* zip.take();

  const invoicesCsv = zip.beginFile("invoices.csv", text);
  invoicesCsv.write(utf8.encode(csvRecord(INVOICES_CSV_HEADER)));
  for await (const page of archiveInvoicePages(owner.id, range, CSV_PAGE)) {
    invoicesCsv.write(utf8.encode(csvRecords(page.map((invoice) => invoiceCsvRow(invoice, invoiceFiles(invoice))))));
    yield* zip.take();
  }
  invoicesCsv.close();

  const invoiceOf = creditedInvoices(owner.id);
  const creditNotesCsv = zip.beginFile("credit-notes.csv", text);
  creditNotesCsv.write(utf8.encode(csvRecord(CREDIT_NOTES_CSV_HEADER)));
  for await (const page of archiveCreditNotePages(owner.id, range, CSV_PAGE)) {
    const rows = [];
    for (const note of page) rows.push(creditNoteCsvRow(note, creditNoteFiles(await invoiceOf(note.invoiceId), note)));
    creditNotesCsv.write(utf8.encode(csvRecords(rows)));
    yield* zip.take();
  }
  creditNotesCsv.close();

  const paymentsCsv = zip.beginFile("payments.csv", text);
  paymentsCsv.write(utf8.encode(csvRecord(PAYMENTS_CSV_HEADER)));
  for await (const page of archiveInvoicePages(owner.id, range, CSV_PAGE)) {
    const rows = page.flatMap(paymentCsvRows);
    if (rows.length > 0) paymentsCsv.write(utf8.encode(csvRecords(rows)));
    yield* zip.take();
  }
  paymentsCsv.close();
  yield* zip.take();

  const historyCsv = zip.beginFile("history.csv", text);
  historyCsv.write(utf8.encode(csvRecord(HISTORY_CSV_HEADER)));
  for await (const rows of historyCsvPages(owner.id, range)) {
    historyCsv.write(utf8.encode(csvRecords(rows)));
    yield* zip.take();
  }
  historyCsv.close();
  yield* zip.take();

  const render = renderPdf ?? (await ownersPdfRenderer(owner));
  const ahead: Pending[] = [];
  const queue = (files: Files, modified: string, pdf: Promise<Uint8Array>) => {
    // Awaited in order below; until then a failure must not count as unhandled.
    pdf.catch(() => undefined);
    ahead.push({ files, modified: new Date(modified), pdf });
  };
  const writeNext = async function* () {
    const next = ahead.shift();
    if (!next) return;
    zip.addFile(next.files.pdf, await next.pdf, { compress: false, modified: next.modified });
    if (next.files.xml && next.files.cii)
      zip.addFile(next.files.xml, utf8.encode(next.files.cii), { compress: true, modified: next.modified });
    yield* zip.take();
  };

  for await (const page of archiveInvoicePages(owner.id, range, PDF_PAGE)) {
    for (const invoice of page) {
      queue(invoiceFiles(invoice), invoice.createdAt, render(invoice));
      if (ahead.length > RENDER_AHEAD) yield* writeNext();
    }
  }
  for await (const page of archiveCreditNotePages(owner.id, range, PDF_PAGE)) {
    for (const note of page) {
      const invoice = await invoiceOf(note.invoiceId);
      queue(creditNoteFiles(invoice, note), note.createdAt, render(invoice, note));
      if (ahead.length > RENDER_AHEAD) yield* writeNext();
    }
  }
  while (ahead.length > 0) yield* writeNext();

  zip.finish();
  yield* zip.take();
}

/** The invoice a credit note corrects, read once for consecutive credit notes of the same invoice. */
function creditedInvoices(userId: string): (invoiceId: string) => Promise<InvoiceJson> {
  let last: { id: string; invoice: Promise<InvoiceJson> } | null = null;
  return (invoiceId) => {
    if (last?.id !== invoiceId) last = { id: invoiceId, invoice: getInvoice(userId, invoiceId) };
    return last.invoice;
  };
}

/** The PDF the owner's plan gives today (template, watermark, logo), rendered in the worker pool. */
async function ownersPdfRenderer(owner: Owner): Promise<RenderPdf> {
  const logo = await getPdfLogo(owner);
  // Loaded on first use, as lib/pdf does: react-pdf is heavy and a 400 answer never needs it.
  const { renderInvoicePdf } = await import("@/lib/pdf/render-invoice-pdf");
  return (invoice, creditNote) =>
    renderInvoicePdf(invoice, { isPro: owner.isPro, logo, ...(creditNote ? { creditNote: creditNotePrint(creditNote) } : {}) });
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
