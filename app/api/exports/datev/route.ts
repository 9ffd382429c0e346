import { route } from "@/lib/http/route";
import { rangeExportQuerySchema } from "@/lib/eu-vat/report-query";
import { datevExportResponse } from "@/lib/exports/datev/datev-export";

// GET /api/exports/datev?from=2026-01-01&to=2026-12-31 - invoices and payments as a DATEV Buchungsstapel (EXTF 700) on SKR03 or SKR04
export const GET = route({ requires: "user", schemas: { query: rangeExportQuerySchema } }, async (_request, { user, query }) =>
  datevExportResponse(user.id, query.from, query.to),
);
