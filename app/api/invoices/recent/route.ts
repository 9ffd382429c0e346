import { route } from "@/lib/http/route";
import { toInvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { listRecentInvoices } from "@/lib/invoices/read-invoices";

// GET /api/invoices/recent - the user's five newest invoices, as the list's lean rows
export const GET = route({ requires: "user" }, async (_request, { user }) =>
  Response.json((await listRecentInvoices(user.id)).map(toInvoiceListRow)),
);
