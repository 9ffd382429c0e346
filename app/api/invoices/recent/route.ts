import { userRoute } from "@/lib/api/route";
import { jsonTextResponse } from "@/lib/api/json-text-response";
import { listRecentInvoicesJson } from "@/lib/invoices/read-invoices";

// GET /api/invoices/recent - the latest 5 invoices
export const GET = userRoute(async (_request, { user }) => jsonTextResponse(await listRecentInvoicesJson(user.id)));
