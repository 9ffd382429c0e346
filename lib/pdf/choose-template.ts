export const PDF_TEMPLATES = ["classic", "modern", "minimal", "corporate"] as const;
export type PdfTemplateName = (typeof PDF_TEMPLATES)[number];

export type PdfLayoutChoice = { template: PdfTemplateName; watermark: boolean };

function isTemplateName(value: string): value is PdfTemplateName {
  return (PDF_TEMPLATES as readonly string[]).includes(value);
}

/**
 * The plan decides at render time, whatever the invoice names: a Free user's PDF is Classic with
 * the watermark (also for an invoice issued while Pro, after a downgrade); a Pro user's PDF is the
 * invoice's template without it (also for an old Free invoice, which simply names Classic).
 */
export function choosePdfLayout(template: string, isPro: boolean): PdfLayoutChoice {
  if (!isPro) return { template: "classic", watermark: true };
  return { template: isTemplateName(template) ? template : "classic", watermark: false };
}
