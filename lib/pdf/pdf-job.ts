import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import type { PdfLogo } from "./sections/logo";
import type { DocumentKind } from "./view/invoice-view";
import type { CreditNotePrint } from "./view/credit-note-view";

// Types only, shared by the caller (render-invoice-pdf.ts), the worker pool, the worker thread and
// the renderer it runs (render-invoice-pdf-in-thread.ts), so none of them imports another for a type.

export type RenderInvoicePdfOptions = {
  /** The user's plan now, at download or send time: it picks the template and the watermark. */
  isPro: boolean;
  /** The user's logo (base64 and MIME type as stored); printed for Pro only. */
  logo?: PdfLogo | null;
  /** "PDF/A-3b" for the base of a Factur-X file; the look is the same. */
  conformance?: "PDF/A-3b";
  /** "quote" prints a quote (issue #28): its own title and dates, no payment details; default "invoice". */
  kind?: DocumentKind;
  /** Issue #25: print this credit note of the invoice instead of the invoice itself. */
  creditNote?: CreditNotePrint;
};

/** One render, as the pool posts it to a worker thread. */
export type PdfJob = { invoice: InvoiceJson; options: RenderInvoicePdfOptions };
