import { renderUserCreditNoteEinvoice } from "@/lib/credit-notes/credit-note-einvoice";
import { einvoiceQuerySchema } from "@/lib/einvoice/download-query";
import { einvoiceResponse } from "@/lib/einvoice/einvoice-response";
import { route } from "@/lib/http/route";

// GET /api/credit-notes/{id}/einvoice?format=ubl|cii - the credit note as EN 16931 XML (UBL CreditNote / CII, type 381; Pro); someone else's → 404, data missing → 422
export const GET = route(
  { requires: "user", params: ["id"], schemas: { query: einvoiceQuerySchema } },
  async (_request, { user, params, query }) => {
    const { xml, filename } = await renderUserCreditNoteEinvoice(user, params.id, query.format);
    return einvoiceResponse(xml, filename);
  },
);
