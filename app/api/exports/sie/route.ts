import { route } from "@/lib/http/route";
import { readQuery, yearExportQuerySchema } from "@/lib/eu-vat/report-query";
import { sieExportResponse } from "@/lib/exports/sie/sie-export";

// GET /api/exports/sie?year=2026 - the year's invoices and payments as an SIE 4I file (PC8) on the BAS accounts of Settings
export const GET = route({ requires: "user" }, async (request, { user }) => {
  const { year } = readQuery(request, yearExportQuerySchema);
  return sieExportResponse(user, year);
});
