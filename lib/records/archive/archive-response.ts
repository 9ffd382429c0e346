import "server-only";
import { downloadResponse } from "@/lib/exports/stream-download";
import { countArchiveCreditNotes } from "./archive-credit-notes";
import { countArchiveInvoices } from "./archive-invoices";
import { archiveFilename } from "./archive-names";
import type { ArchiveRange } from "./archive-query";
import { archiveBody, streamArchive } from "./stream-archive";

/** The headers that tell the Settings button how many documents are coming, for its progress. */
export const ARCHIVE_INVOICES_HEADER = "X-Archive-Invoices";
export const ARCHIVE_CREDIT_NOTES_HEADER = "X-Archive-Credit-Notes";

/** GET /api/exports/archive: the owner's archive of the range as a streamed zip download. */
export async function archiveResponse(owner: { id: string; isPro: boolean; name: string }, range: ArchiveRange): Promise<Response> {
  const [invoices, creditNotes] = await Promise.all([countArchiveInvoices(owner.id, range), countArchiveCreditNotes(owner.id, range)]);
  const body = archiveBody(streamArchive(owner, range, { invoices, creditNotes }));
  const response = downloadResponse(body, archiveFilename(range), "application/zip");
  response.headers.set(ARCHIVE_INVOICES_HEADER, String(invoices));
  response.headers.set(ARCHIVE_CREDIT_NOTES_HEADER, String(creditNotes));
  return response;
}
