import { adminInvoicesQuerySchema, listAdminInvoices } from "@/lib/admin/admin-invoices";
import { route } from "@/lib/http/route";

// GET /api/admin/invoices?page=N - every user's invoices, newest first, 50 a page
export const GET = route({ requires: "admin", schemas: { query: adminInvoicesQuerySchema } }, async (_request, { query }) =>
  Response.json(await listAdminInvoices(query.page)),
);
