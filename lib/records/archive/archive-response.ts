import "server-only";
import { downloadResponse } from "@/lib/exports/stream-download";
import { countArchiveInvoices } from "./archive-invoices";
import { archiveFilename } from "./archive-names";
import type { ArchiveRange } from "./archive-query";
import { archiveBody, streamArchive } from "./stream-archive";

/** The header that tells the Settings button how many invoices are coming, for its progress. */
export const ARCHIVE_COUNT_HEADER = "X-Archive-Invoices";

/** GET /api/exports/archive: the owner's archive of the range as a streamed zip download. */
export async function archiveResponse(owner: { id: string; isPro: boolean; name: string }, range: ArchiveRange): Promise<Response> {
  const invoices = await countArchiveInvoices(owner.id, range);
  const response = downloadResponse(archiveBody(streamArchive(owner, range, { invoices })), archiveFilename(range), "application/zip");
  response.headers.set(ARCHIVE_COUNT_HEADER, String(invoices));
  return response;
}
