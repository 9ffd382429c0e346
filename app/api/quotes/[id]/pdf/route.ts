import { route } from "@/lib/http/route";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { renderUserQuotePdf } from "@/lib/quotes/render-quote-pdf";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

// GET /api/quotes/{id}/pdf - the quote as a PDF download, quote-{number}.pdf; someone else's → 404
export const GET = route({ requires: "user", params: ["id"] }, async (_request, { user, params }) => {
  const { pdf, filename } = await renderUserQuotePdf(user, params.id);
  return pdfResponse(pdf, filename);
});
