import { route } from "@/lib/http/route";
import { sendInvoice } from "@/lib/invoices/send-invoice";

// Renders the PDF and talks to a mail provider: Node APIs (fs, net, Buffer) throughout.
export const runtime = "nodejs";

// POST /api/invoices/{id}/send - e-mail the invoice with its PDF to the customer; answers {sentAt, to}
export const POST = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) =>
  Response.json(await sendInvoice(user, params.id)),
);
