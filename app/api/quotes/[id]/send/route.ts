import { route } from "@/lib/http/route";
import { sendQuote } from "@/lib/quotes/send-quote";

// Renders the PDF and talks to a mail provider: Node APIs (fs, net, Buffer) throughout.
export const runtime = "nodejs";

// POST /api/quotes/{id}/send - e-mail the quote with its PDF and its public link to the customer; status sent; answers {sentAt, to}
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await sendQuote(user, params.id)),
);
