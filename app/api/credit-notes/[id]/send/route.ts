import { sendCreditNote } from "@/lib/credit-notes/send-credit-note";
import { route } from "@/lib/http/route";

// Renders the PDF and talks to a mail provider: Node APIs (fs, net, Buffer) throughout.
export const runtime = "nodejs";

// POST /api/credit-notes/{id}/send - e-mail the credit note with its PDF to the customer (same verified-sender rules and limits as invoices); answers {sentAt, to}
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await sendCreditNote(user, params.id)),
);
