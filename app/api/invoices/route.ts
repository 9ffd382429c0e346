import { pageResponse, readPageRequest } from "@/lib/http/paging";
import { readJson } from "@/lib/http/read-json";
import { route } from "@/lib/http/route";
import { createInvoiceOnce } from "@/lib/invoices/create-invoice";
import { readIdempotencyKey } from "@/lib/invoices/idempotency-key";
import { toInvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { listInvoices } from "@/lib/invoices/read-invoices";
import { readStatusFilter } from "@/lib/invoices/status-filter";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";

// GET /api/invoices?limit=&cursor=&q=&status= - one page of the user's invoices, newest first, as
// lean rows; the next page's address is in `Link: <…>; rel="next"`. status: issued, sent, viewed,
// partially_paid, paid, overdue, void, or unpaid (a balance remains)
export const GET = route({ requires: "user" }, async (request, { user }) => {
  const url = new URL(request.url);
  const page = readPageRequest(url);
  const status = readStatusFilter(url);
  return pageResponse(url, page, await listInvoices(user.id, page, status), toInvoiceListRow);
});

// POST /api/invoices - issue an invoice; the server computes tax and every amount. With an
// Idempotency-Key already used by this user: 200 and the first invoice, nothing written.
export const POST = route({ requires: "user" }, async (request, { user }) => {
  const idempotencyKey = readIdempotencyKey(request);
  const data = await readJson(request, createInvoiceSchema(getTaxLabel(user.country)));
  const { invoice, replayed } = await createInvoiceOnce(user, data, idempotencyKey);
  return Response.json(invoice, { status: replayed ? 200 : 201, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });
});
