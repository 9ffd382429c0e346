import { route } from "@/lib/http/route";
import { rangeExportQuerySchema } from "@/lib/eu-vat/report-query";
import { invoicesCsvResponse } from "@/lib/exports/invoices-csv";

// GET /api/exports/invoices.csv?from=2026-01-01&to=2026-12-31 - one row per document: net, VAT by rate, gross, currency, customer VAT number
export const GET = route({ requires: "user", schemas: { query: rangeExportQuerySchema } }, async (_request, { user, query }) =>
  invoicesCsvResponse(user.id, query.from, query.to),
);
