import { route } from "@/lib/http/route";
import { yearExportQuerySchema } from "@/lib/eu-vat/report-query";
import { sieExportResponse } from "@/lib/exports/sie/sie-export";

// GET /api/exports/sie?year=2026 - the year's invoices and payments as an SIE 4I file (PC8) on the BAS accounts of Settings
export const GET = route({ requires: "user", schemas: { query: yearExportQuerySchema } }, async (_request, { user, query }) =>
  sieExportResponse(user, query.year),
);
