import { pageResponse } from "@/lib/http/paging";
import { route } from "@/lib/http/route";
import { createQuote } from "@/lib/quotes/create-quote";
import { quoteListQuerySchema } from "@/lib/quotes/quote-list";
import { listQuotes, toQuoteListRow } from "@/lib/quotes/read-quotes";
import { quoteSchema } from "@/lib/quotes/schemas";
import { getTaxLabel } from "@/lib/tax";

// GET /api/quotes?limit=&cursor=&q=&status= - one page of the user's quotes, newest first, as lean
// rows; the next page's address is in `Link: <…>; rel="next"`. status: draft, sent, accepted,
// declined, expired, invoiced, or open (draft or sent, not expired)
export const GET = route({ requires: "user", schemas: { query: quoteListQuerySchema } }, async (request, { user, query }) =>
  pageResponse(new URL(request.url), query.page, await listQuotes(user.id, query.page, query.status), toQuoteListRow),
);

// POST /api/quotes - a draft quote (Q-1001…) from the invoice fields plus validUntil (default 30 days); takes no Free-plan invoice
export const POST = route(
  { requires: "user", schemas: { body: (user) => quoteSchema(getTaxLabel(user.country)) } },
  async (_request, { user, body }) => Response.json(await createQuote(user, body), { status: 201 }),
);
