import { route } from "@/lib/http/route";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { pdfResponse } from "@/lib/pdf/pdf-response";
import { renderSampleInvoicePdf } from "@/lib/pdf/render-sample-invoice-pdf";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";

// react-pdf reads fonts from disk and runs on Node APIs: never the edge runtime.
export const runtime = "nodejs";

// GET /demo/invoice.pdf - the /demo sample invoice as a PDF download (public, the same for everyone)
export const GET = route({ requires: "nobody" }, async () =>
  pdfResponse(await renderSampleInvoicePdf(), pdfFilename(SAMPLE_INVOICE.number), "public, max-age=3600"),
);
