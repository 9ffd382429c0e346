import { pageResponse } from "@/lib/http/paging";
import { route } from "@/lib/http/route";
import { createInvoiceOnce } from "@/lib/invoices/create-invoice";
import { readIdempotencyKey } from "@/lib/invoices/idempotency-key";
import { toInvoiceListRow } from "@/lib/invoices/invoice-list-row";
import { listInvoices } from "@/lib/invoices/read-invoices";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { invoiceListQuerySchema } from "@/lib/invoices/status-filter";
import { getTaxLabel } from "@/lib/tax";

// GET /api/invoices?limit=&cursor=&q=&status= - one page of the user's invoices, newest first, as
// lean rows; the next page's address is in `Link: <…>; rel="next"`. status: issued, sent, viewed,
// partially_paid, paid, overdue, void, credited, refundDue, deleted (issue #25: only there are
// deleted invoices listed), or unpaid (a balance remains)
export const GET = route({ requires: "user", schemas: { query: invoiceListQuerySchema } }, async (request, { user, query }) =>
  pageResponse(new URL(request.url), query.page, await listInvoices(user.id, query.page, query.status), toInvoiceListRow),
);

// POST /api/invoices - issue an invoice; the server computes tax and every amount. With an
// Idempotency-Key already used by this user: 200 and the first invoice, nothing written. A
// malformed key is refused before the body is looked at.
export const POST = route(
  { requires: "user", before: readIdempotencyKey, schemas: { body: (user) => createInvoiceSchema(getTaxLabel(user.country)) } },
  async (request, { user, body }) => {
    const { invoice, replayed } = await createInvoiceOnce(user, body, readIdempotencyKey(request));
    return Response.json(invoice, { status: replayed ? 200 : 201, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });
  },
);
