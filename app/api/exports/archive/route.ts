import { route } from "@/lib/http/route";
import { archiveQuerySchema } from "@/lib/records/archive/archive-query";
import { archiveResponse } from "@/lib/records/archive/archive-response";

// GET /api/exports/archive?from=2026-01-01&to=2026-12-31 - a streamed zip of the range's invoices: PDFs, CII XML, invoices.csv, payments.csv, README.txt (docs/records.md)
export const GET = route({ requires: "user", schemas: { query: archiveQuerySchema } }, async (_request, { user, query }) =>
  archiveResponse({ id: user.id, isPro: user.isPro, name: user.company ?? user.username }, query),
);
