import { route } from "@/lib/http/route";
import { nextInvoiceNumber } from "@/lib/invoices/invoice-numbers";

// GET /api/invoices/next-number - {nextNumber}: what the next invoice would be numbered (not claimed)
export const GET = route({ requires: "user" }, async (_request, { user }) =>
  Response.json({ nextNumber: await nextInvoiceNumber(user.id) }),
);
