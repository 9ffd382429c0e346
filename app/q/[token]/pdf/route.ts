import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { openPublicQuote } from "@/lib/quotes/public-quote";
import { quotePdfFilename, renderQuotePdf } from "@/lib/quotes/render-quote-pdf";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

const handler = route({ requires: "nobody", params: ["token"] }, async (request, { params }) => {
  const found = await openPublicQuote(params.token, clientAddress(request));
  if (!found) throw new AppError("not_found", "Not found");
  return pdfResponse(await renderQuotePdf(found.owner, found.record), quotePdfFilename(found.quote.number));
});

// GET /q/{token}/pdf - a quote's PDF through its public link; a wrong token → 404, too many wrong ones → 429
export async function GET(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  const response = await handler(request, context);
  for (const [name, value] of Object.entries(PUBLIC_INVOICE_HEADERS)) response.headers.set(name, value);
  return response;
}
