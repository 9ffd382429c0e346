import { route } from "@/lib/http/route";
import { EC_SALES_LIST_CSV_HEADER, ecSalesList, ecSalesListRows } from "@/lib/eu-vat/ec-sales-list";
import { ecSalesListQuerySchema } from "@/lib/eu-vat/report-query";
import { reportResponse } from "@/lib/eu-vat/report-response";

// GET /api/tax/ec-sales-list?period=2026-Q3|2026-07&format=json|csv - the EC Sales List: per customer VAT number, goods and services apart, in the national currency
export const GET = route({ requires: "user", schemas: { query: ecSalesListQuerySchema } }, async (_request, { user, query }) =>
  reportResponse(await ecSalesList(user.id, user.country, query.period), query.format, {
    filename: `ec-sales-list-${query.period.label}.csv`,
    header: EC_SALES_LIST_CSV_HEADER,
    rows: ecSalesListRows,
  }),
);
