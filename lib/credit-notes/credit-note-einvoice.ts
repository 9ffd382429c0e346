import "server-only";
import { embedFacturx } from "@/lib/einvoice/facturx/embed-facturx";
import type { EinvoiceFormat, EinvoiceModel } from "@/lib/einvoice/model";
import { EINVOICE_NEEDS_PRO, einvoiceModelOf } from "@/lib/einvoice/render-user-einvoice";
import { writeCii } from "@/lib/einvoice/write-cii";
import { writeUbl } from "@/lib/einvoice/write-ubl";
import { proRequired } from "@/lib/errors";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { creditNoteWords } from "@/lib/pdf/view/credit-note-view";
import type { CreditNoteJson } from "./credit-note-json";
import { getCreditNote } from "./read-credit-notes";
import { renderOwnCreditNotePdf } from "./render-credit-note-pdf";

type Owner = { id: string; isPro: boolean };

/**
 * A credit note as EN 16931 (issue #25): type code 381, the invoice it corrects in BG-3 (BT-25,
 * BT-26), its own lines and amounts (positive, as the standard wants: the type code carries the
 * sign), the parties and VAT categories of the invoice, no means of payment and no due date; the
 * sentence naming the invoice stands as the payment terms (BT-20, which BR-CO-25 asks for when no
 * due date is given) and the reason as the note (BT-22). The delivery date (BT-72) is the invoice's.
 */
export function creditNoteEinvoiceModel(invoice: InvoiceJson, note: CreditNoteJson, format: EinvoiceFormat): EinvoiceModel {
  const model = einvoiceModelOf(
    {
      ...invoice,
      number: note.number,
      invoiceDate: note.issueDate,
      items: note.items,
      subtotal: note.subtotal,
      tax: note.tax,
      total: note.total,
      notes: note.reason,
      paymentInstructions: null,
      paymentReference: note.number,
      vatInNationalCurrency: note.vatInNationalCurrency,
    },
    format,
  );
  const words = creditNoteWords(invoice.language);
  return {
    ...model,
    typeCode: "381",
    dueDate: null,
    precedingInvoice: { number: invoice.number, issueDate: invoice.invoiceDate },
    // BT-72: the supply the invoice was for; the credit note's own date is its issue date.
    delivery: { ...model.delivery, date: invoice.supplyDate ?? invoice.invoiceDate },
    payment: { ...model.payment, terms: words.creditNoteFor(invoice.number, invoice.invoiceDate) },
  };
}

/** One of the owner's credit notes (someone else's → 404) with its invoice, for Pro only (403), like invoices. */
async function readForEinvoice(owner: Owner, creditNoteId: string) {
  const note = await getCreditNote(owner.id, creditNoteId);
  if (!owner.isPro) throw proRequired(EINVOICE_NEEDS_PRO);
  return { note, invoice: await getInvoice(owner.id, note.invoiceId) };
}

/** GET /api/credit-notes/{id}/einvoice?format=ubl|cii: a UBL CreditNote or a CII document with TypeCode 381. */
export async function renderUserCreditNoteEinvoice(owner: Owner, creditNoteId: string, format: EinvoiceFormat) {
  const { note, invoice } = await readForEinvoice(owner, creditNoteId);
  const model = creditNoteEinvoiceModel(invoice, note, format);
  return {
    xml: format === "ubl" ? writeUbl(model) : writeCii(model),
    filename: pdfFilename(note.number, "credit-note").replace(/\.pdf$/, ".xml"),
  };
}

/** The credit note's PDF as Factur-X (PDF/A-3b with its CII XML embedded). */
export async function renderOwnCreditNoteFacturx(owner: Owner, invoice: InvoiceJson, note: CreditNoteJson): Promise<Buffer> {
  const xml = writeCii(creditNoteEinvoiceModel(invoice, note, "cii"));
  const pdf = await renderOwnCreditNotePdf(owner, note, "PDF/A-3b");
  return embedFacturx(pdf, xml, new Date(`${note.issueDate}T00:00:00Z`));
}

/** GET /api/credit-notes/{id}/pdf?format=facturx */
export async function renderUserCreditNoteFacturx(owner: Owner, creditNoteId: string) {
  const { note, invoice } = await readForEinvoice(owner, creditNoteId);
  return { pdf: await renderOwnCreditNoteFacturx(owner, invoice, note), filename: pdfFilename(note.number, "credit-note") };
}
