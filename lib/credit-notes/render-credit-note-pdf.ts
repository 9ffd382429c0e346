import "server-only";
import { getInvoice } from "@/lib/invoices/read-invoices";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { getPdfLogo } from "@/lib/profile/user-logo";
import type { CreditNotePrint } from "@/lib/pdf/view/credit-note-view";
import type { CreditNoteJson } from "./credit-note-json";
import { getCreditNote } from "./read-credit-notes";

type Owner = { id: string; isPro: boolean };

/** What of a credit note's JSON the PDF prints beyond its invoice. */
export function creditNotePrint(note: CreditNoteJson): CreditNotePrint {
  const { number, issueDate, reason, subtotal, tax, total, items, vatInNationalCurrency } = note;
  return { number, issueDate, reason, subtotal, tax, total, items, vatInNationalCurrency };
}

/**
 * One of the user's credit notes as a PDF file named `credit-note-{number}.pdf`, in the language
 * and template of the invoice it corrects, with the plan's look now (like invoices: logo for Pro,
 * the Free watermark). Someone else's credit note is not found (404).
 */
export async function renderUserCreditNotePdf(owner: Owner, creditNoteId: string, conformance?: "PDF/A-3b") {
  const note = await getCreditNote(owner.id, creditNoteId);
  const pdf = await renderOwnCreditNotePdf(owner, note, conformance);
  return { note, pdf, filename: pdfFilename(note.number, "credit-note") };
}

export async function renderOwnCreditNotePdf(owner: Owner, note: CreditNoteJson, conformance?: "PDF/A-3b"): Promise<Buffer> {
  const [invoice, logo] = await Promise.all([getInvoice(owner.id, note.invoiceId), getPdfLogo(owner)]);
  // Loaded on the first render, as for invoices (lib/pdf/render-user-invoice-pdf.ts).
  const { renderInvoicePdf } = await import("@/lib/pdf/render-invoice-pdf");
  return renderInvoicePdf(invoice, { isPro: owner.isPro, logo, conformance, creditNote: creditNotePrint(note) });
}
