import { route } from "@/lib/http/route";
import { nextInvoiceNumber } from "@/lib/invoices/invoice-numbers";

// POST /api/invoices/reserve-number - {nextNumber}: the number a new invoice would get; a preview
// that claims nothing (numbers are given out when an invoice is created: lib/invoices/invoice-numbers.ts)
export const POST = route({ requires: "user" }, async (_request, { user }) =>
  Response.json({ nextNumber: await nextInvoiceNumber(user.id) }),
);
