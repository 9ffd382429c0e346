import { getInvoice } from "@/lib/invoices/read-invoices";
import { getPdfLogo } from "@/lib/profile/user-logo";
import { pdfFilename } from "./pdf-filename";

/**
 * One of the user's invoices as a PDF file, with its download name. The plan and the logo are
 * read now (download time), not when the invoice was issued. Scoped by owner: someone else's
 * invoice is not found (404), like every read of an invoice.
 */
export async function renderUserInvoicePdf(owner: { id: string; isPro: boolean }, invoiceId: string): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await getInvoice(owner.id, invoiceId);
  const logo = await getPdfLogo(owner);
  // Loaded on the first render, not with this module: react-pdf is heavy, the 401 and 404 answers
  // don't need it, and it ships as ES modules only, which jest's CommonJS `require` can't load —
  // tests/integration/access.test.ts imports every route.
  const { renderInvoicePdf } = await import("./render-invoice-pdf");
  const pdf = await renderInvoicePdf(invoice, { isPro: owner.isPro, logo });
  return { pdf, filename: pdfFilename(invoice.number) };
}
