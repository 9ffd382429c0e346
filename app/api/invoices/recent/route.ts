import { userRoute } from "@/lib/api/route";
import { listRecentInvoices } from "@/lib/invoices/read-invoices";

// GET /api/invoices/recent - the latest 5 invoices
export const GET = userRoute(async (_request, { user }) => Response.json(await listRecentInvoices(user.id)));
