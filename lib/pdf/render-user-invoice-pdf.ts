import "server-only";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { getPdfLogo } from "@/lib/profile/user-logo";
import { pdfFilename } from "./pdf-filename";

type Owner = { id: string; isPro: boolean };

/**
 * One of the user's invoices as a PDF file, with its download name. Scoped by owner: someone
 * else's invoice is not found (404), like every read of an invoice.
 */
export async function renderUserInvoicePdf(owner: Owner, invoiceId: string): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await getInvoice(owner.id, invoiceId);
  return { pdf: await renderOwnInvoicePdf(owner, invoice), filename: pdfFilename(invoice.number) };
}

/**
 * An invoice the owner has already read, as the PDF their plan gives now (download or send time,
 * not when it was issued): template, watermark and logo.
 */
export async function renderOwnInvoicePdf(owner: Owner, invoice: InvoiceJson, conformance?: "PDF/A-3b"): Promise<Buffer> {
  const logo = await getPdfLogo(owner);
  // Loaded on the first render, not with this module: react-pdf is heavy, the 401 and 404 answers
  // don't need it, and it ships as ES modules only, which jest's CommonJS `require` can't load —
  // tests/integration/access.test.ts imports every route.
  const { renderInvoicePdf } = await import("./render-invoice-pdf");
  return renderInvoicePdf(invoice, { isPro: owner.isPro, logo, conformance });
}
