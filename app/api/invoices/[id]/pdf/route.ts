import { userRoute } from "@/lib/api/route";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { renderUserInvoicePdf } from "@/lib/pdf/render-user-invoice-pdf";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

// GET /api/invoices/{id}/pdf - the invoice as a PDF download, template and watermark by the plan now; someone else's → 404
export const GET = userRoute(async (_request, { user, params }) => {
  const { pdf, filename } = await renderUserInvoicePdf(user, params.id as string);
  return pdfResponse(pdf, filename);
});
