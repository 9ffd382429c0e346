import { listCreditNotes } from "@/lib/credit-notes/read-credit-notes";
import { pageQuerySchema, pageResponse } from "@/lib/http/paging";
import { route } from "@/lib/http/route";

// GET /api/credit-notes?limit=&cursor=&q= - one page of the user's credit notes, newest first; the
// next page's address is in `Link: <…>; rel="next"`, as GET /api/invoices
export const GET = route({ requires: "user", schemas: { query: pageQuerySchema } }, async (request, { user, query }) =>
  pageResponse(new URL(request.url), query, await listCreditNotes(user.id, query), (row) => row.json),
);
