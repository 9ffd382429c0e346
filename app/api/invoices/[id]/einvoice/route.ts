import { einvoiceQuerySchema } from "@/lib/einvoice/download-query";
import { einvoiceResponse } from "@/lib/einvoice/einvoice-response";
import { renderUserEinvoice } from "@/lib/einvoice/render-user-einvoice";
import { route } from "@/lib/http/route";

// GET /api/invoices/{id}/einvoice?format=ubl|cii - the invoice as EN 16931 XML (Pro); someone else's → 404, data missing → 422
export const GET = route(
  { requires: "user", params: ["id"], schemas: { query: einvoiceQuerySchema } },
  async (_request, { user, params, query }) => {
    const { xml, filename } = await renderUserEinvoice(user, params.id, query.format);
    return einvoiceResponse(xml, filename);
  },
);
