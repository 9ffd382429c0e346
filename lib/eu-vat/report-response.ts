import "server-only";
import { csvRecord, csvRecords } from "@/lib/admin/csv";
import { chunksOf, downloadResponse, streamOf } from "@/lib/exports/stream-download";

/** A tax report as JSON, or with `format=csv` as a CSV file (RFC 4180, UTF-8, CRLF) named `filename`. */
export function reportResponse<Report>(
  report: Report,
  format: "json" | "csv",
  csv: { filename: string; header: readonly string[]; rows: (report: Report) => string[][] },
): Response {
  if (format === "json") return Response.json(report);
  const body = streamOf(chunksOf([csvRecord(csv.header), csvRecords(csv.rows(report))]));
  return downloadResponse(body, csv.filename, "text/csv; charset=utf-8");
}
