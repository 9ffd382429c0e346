import { route } from "@/lib/api/route";
import { reserveInvoiceNumber } from "@/lib/invoices/invoice-numbers";

// POST /api/invoices/reserve-number - {nextNumber}: claims a number for one draft
export const POST = route({ requires: "user" }, async (_request, { user }) => Response.json({ nextNumber: await reserveInvoiceNumber(user.id) }));
