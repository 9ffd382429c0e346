import { FREE_TEMPLATE, isInvoiceTemplate, type InvoiceTemplate } from "@/lib/invoices/templates";

export type PdfLayoutChoice = { template: InvoiceTemplate; watermark: boolean };

/**
 * The plan decides at render time, whatever the invoice names: a Free user's PDF is Classic with
 * the watermark (also for an invoice issued while Pro, after a downgrade); a Pro user's PDF is the
 * invoice's template without it (also for an old Free invoice, which simply names Classic).
 */
export function choosePdfLayout(template: string, isPro: boolean): PdfLayoutChoice {
  if (!isPro) return { template: FREE_TEMPLATE, watermark: true };
  return { template: isInvoiceTemplate(template) ? template : FREE_TEMPLATE, watermark: false };
}
