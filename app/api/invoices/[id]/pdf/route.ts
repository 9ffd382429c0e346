import { pdfQuerySchema } from "@/lib/einvoice/download-query";
import { renderUserFacturxPdf } from "@/lib/einvoice/render-user-einvoice";
import { route } from "@/lib/http/route";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { renderUserInvoicePdf } from "@/lib/pdf/render-user-invoice-pdf";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

// GET /api/invoices/{id}/pdf[?format=facturx] - the invoice as a PDF download (Factur-X: PDF/A-3b with its XML, Pro); someone else's → 404
export const GET = route(
  { requires: "user", params: ["id"], schemas: { query: pdfQuerySchema } },
  async (_request, { user, params, query }) => {
    const { pdf, filename } =
      query.format === "facturx" ? await renderUserFacturxPdf(user, params.id) : await renderUserInvoicePdf(user, params.id);
    return pdfResponse(pdf, filename);
  },
);
