/**
 * Invoice PDFs (server only: react-pdf, fonts read from disk). The parts that don't need react-pdf
 * have their own files, so a page or a route can use them without loading it: the view model
 * (view/), the strings, the sample invoice, the download response and renderUserInvoicePdf, which
 * loads the renderer on its first call.
 */
import "server-only";
export type { RenderInvoicePdfOptions } from "./pdf-job";
export { renderInvoicePdf } from "./render-invoice-pdf";
export { renderUserInvoicePdf } from "./render-user-invoice-pdf";
export { choosePdfLayout, type PdfLayoutChoice } from "./choose-template";
export { pdfFilename } from "./pdf-filename";
export { pdfResponse } from "./pdf-response";
export type { PdfLogo } from "./sections/logo";
