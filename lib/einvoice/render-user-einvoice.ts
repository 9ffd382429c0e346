import "server-only";
import { AppError, proRequired } from "@/lib/errors";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { renderOwnInvoicePdf } from "@/lib/pdf/render-user-invoice-pdf";
import { buildEinvoiceModel } from "./build-einvoice-model";
import { embedFacturx } from "./facturx/embed-facturx";
import { describeEinvoiceProblems } from "./find-einvoice-problems";
import type { EinvoiceFormat, EinvoiceModel } from "./model";
import { writeCii } from "./write-cii";
import { writeUbl } from "./write-ubl";

export const EINVOICE_NEEDS_PRO = "E-invoices are available for Pro users only. Upgrade to Pro to download UBL, CII and Factur-X invoices.";

type Owner = { id: string; isPro: boolean };

/** The model of an invoice the owner has read, or 422 naming what the format still needs. */
export function einvoiceModelOf(invoice: InvoiceJson, format: EinvoiceFormat): EinvoiceModel {
  const result = buildEinvoiceModel(invoice, format);
  if (!result.ok) {
    throw new AppError("unprocessable", describeEinvoiceProblems(result.problems), {
      missing: [...new Set(result.problems.map((problem) => problem.text))],
      fields: [...new Set(result.problems.map((problem) => problem.field))],
    });
  }
  return result.model;
}

/** One of the owner's invoices (someone else's → 404), for Pro only (403). */
async function readForEinvoice(owner: Owner, invoiceId: string): Promise<InvoiceJson> {
  const invoice = await getInvoice(owner.id, invoiceId);
  if (!owner.isPro) throw proRequired(EINVOICE_NEEDS_PRO);
  return invoice;
}

/** `invoice-{number}.xml`, sanitized like the PDF's name. */
export function einvoiceFilename(number: string): string {
  return pdfFilename(number).replace(/\.pdf$/, ".xml");
}

/** GET /api/invoices/{id}/einvoice: the invoice as UBL (Peppol BIS 3.0) or CII (Factur-X EN 16931) XML. */
export async function renderUserEinvoice(
  owner: Owner,
  invoiceId: string,
  format: EinvoiceFormat,
): Promise<{ xml: string; filename: string }> {
  const invoice = await readForEinvoice(owner, invoiceId);
  const model = einvoiceModelOf(invoice, format);
  return { xml: format === "ubl" ? writeUbl(model) : writeCii(model), filename: einvoiceFilename(invoice.number) };
}

/**
 * An invoice the owner has read as a Factur-X PDF: the PDF their plan gives, as PDF/A-3b, with its
 * CII XML embedded. The mail uses it too (lib/invoices/send-invoice.ts), so no Pro check here.
 */
export async function renderOwnFacturxPdf(owner: Owner, invoice: InvoiceJson): Promise<Buffer> {
  const xml = writeCii(einvoiceModelOf(invoice, "cii"));
  const pdf = await renderOwnInvoicePdf(owner, invoice, "PDF/A-3b");
  return embedFacturx(pdf, xml, new Date(`${invoice.invoiceDate}T00:00:00Z`));
}

/** GET /api/invoices/{id}/pdf?format=facturx */
export async function renderUserFacturxPdf(owner: Owner, invoiceId: string): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await readForEinvoice(owner, invoiceId);
  return { pdf: await renderOwnFacturxPdf(owner, invoice), filename: pdfFilename(invoice.number) };
}
