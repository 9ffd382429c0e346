import { renderUserCreditNoteFacturx } from "@/lib/credit-notes/credit-note-einvoice";
import { renderUserCreditNotePdf } from "@/lib/credit-notes/render-credit-note-pdf";
import { pdfQuerySchema } from "@/lib/einvoice/download-query";
import { route } from "@/lib/http/route";
import { pdfResponse } from "@/lib/pdf/pdf-response";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

// GET /api/credit-notes/{id}/pdf[?format=facturx] - the credit note as a PDF download, credit-note-{number}.pdf, in its
// invoice's language and template (Factur-X: PDF/A-3b with its XML, Pro); someone else's → 404
export const GET = route(
  { requires: "user", params: ["id"], schemas: { query: pdfQuerySchema } },
  async (_request, { user, params, query }) => {
    const { pdf, filename } =
      query.format === "facturx" ? await renderUserCreditNoteFacturx(user, params.id) : await renderUserCreditNotePdf(user, params.id);
    return pdfResponse(pdf, filename);
  },
);
