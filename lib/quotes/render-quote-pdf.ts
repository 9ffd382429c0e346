import "server-only";
import type { Quote } from "@/lib/generated/prisma/client";
import { pdfFilename } from "@/lib/pdf/pdf-filename";
import { getPdfLogo } from "@/lib/profile/user-logo";
import { quoteAsInvoice } from "./quote-json";
import { findQuoteRecord } from "./read-quotes";

type Owner = { id: string; isPro: boolean };
type PrintableQuote = Pick<Quote, "id" | "number" | "createdAt" | "document" | "publicToken">;

/**
 * A quote as a PDF, through the invoice's templates and worker pool (lib/pdf): the same layout with
 * the quote's words ("Quote" / "Offert" / "Angebot", "Valid until") and no payment details. The
 * owner's plan now decides template, watermark and logo, as for invoices.
 */
export async function renderQuotePdf(owner: Owner, quote: PrintableQuote): Promise<Buffer> {
  const logo = await getPdfLogo(owner);
  // Loaded on the first render, as renderOwnInvoicePdf does: react-pdf is heavy and ES-modules only.
  const { renderInvoicePdf } = await import("@/lib/pdf/render-invoice-pdf");
  return renderInvoicePdf(quoteAsInvoice(quote), { isPro: owner.isPro, logo, kind: "quote" });
}

/** The download name: quote-{number}.pdf, sanitized as invoice names are. */
export function quotePdfFilename(number: string): string {
  return pdfFilename(number, "quote");
}

/** One of the user's quotes as a PDF download; someone else's is 404. */
export async function renderUserQuotePdf(owner: Owner, quoteId: string): Promise<{ pdf: Buffer; filename: string }> {
  const quote = await findQuoteRecord(owner.id, quoteId);
  return { pdf: await renderQuotePdf(owner, quote), filename: quotePdfFilename(quote.number) };
}
