import { route } from "@/lib/http/route";
import { openQuotesSummary } from "@/lib/quotes/open-quotes-summary";

// GET /api/quotes/summary - the dashboard's open quotes (draft or sent, not expired): {open: [{currency, count, total}]}
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await openQuotesSummary(user.id)));
