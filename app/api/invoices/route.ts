import { jsonTextResponse } from "@/lib/api/json-text-response";
import { readJson } from "@/lib/api/read-json";
import { userRoute } from "@/lib/api/route";
import { createInvoice } from "@/lib/invoices/create-invoice";
import { listInvoicesJson } from "@/lib/invoices/read-invoices";
import { createInvoiceSchema } from "@/lib/invoices/schemas";
import { getTaxLabel } from "@/lib/tax";

// GET /api/invoices - the signed-in user's invoices, newest first
export const GET = userRoute(async (_request, { user }) => jsonTextResponse(await listInvoicesJson(user.id)));

// POST /api/invoices - issue an invoice; the server computes tax and every amount
export const POST = userRoute(async (request, { user }) => {
  const data = await readJson(request, createInvoiceSchema(getTaxLabel(user.country)));
  return Response.json(await createInvoice(user, data), { status: 201 });
});
