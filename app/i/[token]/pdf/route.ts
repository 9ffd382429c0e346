import { currentUser, route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { openPublicInvoice, recordPublicVisit } from "@/lib/invoices/open-public-invoice";
import { PUBLIC_INVOICE_HEADERS } from "@/lib/invoices/public-invoice-path";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { publicInvoicePdf } from "@/lib/invoices/public-invoice-pdf";
import { pdfResponse } from "@/lib/pdf/pdf-response";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

const handler = route({ requires: "nobody", params: ["token"] }, async (request, { params }) => {
  const address = clientAddress(request);
  const found = await openPublicInvoice(params.token, address);
  if (!found) throw new AppError("not_found", "Not found");
  await recordPublicVisit(found, () => currentUser(request));
  const pdf = await publicInvoicePdf(found, address);
  return pdfResponse(pdf, pdfFilename(found.invoice.number));
});

// GET /i/{token}/pdf - an invoice's PDF through its public link, as the owner's plan prints it now (rendered once per set of facts); a wrong token → 404, too many wrong ones or downloads → 429
export async function GET(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  const response = await handler(request, context);
  // On every answer, the 404 and 429 included (the proxy sets them too, for pages).
  for (const [name, value] of Object.entries(PUBLIC_INVOICE_HEADERS)) response.headers.set(name, value);
  return response;
}
