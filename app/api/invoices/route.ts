import { jsonTextResponse } from "@/lib/api/json-text-response";
import { readJson } from "@/lib/api/read-json";
import { userRoute } from "@/lib/api/route";
import { createInvoiceOnce } from "@/lib/invoices/create-invoice";
import { readIdempotencyKey } from "@/lib/invoices/idempotency-key";
import { listInvoicesJson } from "@/lib/invoices/read-invoices";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";

// GET /api/invoices - the signed-in user's invoices, newest first
export const GET = userRoute(async (_request, { user }) => jsonTextResponse(await listInvoicesJson(user.id)));

// POST /api/invoices - issue an invoice; the server computes tax and every amount. With an
// Idempotency-Key already used by this user: 200 and the first invoice, nothing written.
export const POST = userRoute(async (request, { user }) => {
  const idempotencyKey = readIdempotencyKey(request);
  const data = await readJson(request, createInvoiceSchema(getTaxLabel(user.country)));
  const { invoice, replayed } = await createInvoiceOnce(user, data, idempotencyKey);
  return Response.json(invoice, { status: replayed ? 200 : 201, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });
});
