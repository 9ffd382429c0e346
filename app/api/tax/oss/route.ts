import { route } from "@/lib/http/route";
import { ossSummary } from "@/lib/eu-vat/oss-summary";
import { ossQuerySchema } from "@/lib/eu-vat/report-query";

// GET /api/tax/oss?year=2026 - the user's sales towards the EUR 10 000 One-Stop-Shop threshold (Art. 59c) in a year, in EUR
export const GET = route({ requires: "user", schemas: { query: ossQuerySchema } }, async (_request, { user, query }) =>
  Response.json(await ossSummary(user.id, query.year)),
);
