import { route } from "@/lib/http/route";
import { OSS_RETURN_CSV_HEADER, ossReturn, ossReturnRows } from "@/lib/eu-vat/oss-return";
import { ossReturnQuerySchema } from "@/lib/eu-vat/report-query";
import { reportResponse } from "@/lib/eu-vat/report-response";

// GET /api/tax/oss-return?quarter=2026-Q3&format=json|csv - the quarterly One-Stop-Shop return: per member state and rate, taxable amount and VAT in EUR
export const GET = route({ requires: "user", schemas: { query: ossReturnQuerySchema } }, async (_request, { user, query }) =>
  reportResponse(await ossReturn(user.id, query.quarter), query.format, {
    filename: `oss-return-${query.quarter.label}.csv`,
    header: OSS_RETURN_CSV_HEADER,
    rows: ossReturnRows,
  }),
);
