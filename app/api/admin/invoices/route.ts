import { listAdminInvoices, parsePage } from "@/lib/admin/admin-invoices";
import { route } from "@/lib/http/route";

// GET /api/admin/invoices?page=N - every user's invoices, newest first, 50 a page
export const GET = route({ requires: "admin" }, async (request) => Response.json(await listAdminInvoices(parsePage(new URL(request.url)))));
