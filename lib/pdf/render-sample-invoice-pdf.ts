import "server-only";
import { SAMPLE_INVOICE } from "./sample-invoice";

let sample: Promise<Buffer> | undefined;

/**
 * The /demo sample as a PDF: Classic, as a Pro user's would look — without the Free plan's
 * watermark, since it shows what customers receive, not a plan. The same bytes every time, so it
 * is rendered once per process; a failed render is not kept.
 */
export function renderSampleInvoicePdf(): Promise<Buffer> {
  // react-pdf is loaded on first use, as in renderUserInvoicePdf: importing the route stays light.
  sample ??= import("./render-invoice-pdf")
    .then(({ renderInvoicePdf }) => renderInvoicePdf(SAMPLE_INVOICE, { isPro: true }))
    .catch((error: unknown) => {
      sample = undefined;
      throw error;
    });
  return sample;
}
