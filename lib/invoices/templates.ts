/**
 * The invoice templates (SPEC section 6), in the order the settings show them: the one list the
 * schemas, the PDF renderer, the settings and the marketing copy derive theirs from. Pure, so the
 * client may import it. The ids are the database enum `InvoiceTemplate` (a unit test keeps them equal).
 */
export const INVOICE_TEMPLATE_IDS = ["classic", "modern", "minimal", "corporate"] as const;
export type InvoiceTemplate = (typeof INVOICE_TEMPLATE_IDS)[number];

export type InvoiceTemplateInfo = { id: InvoiceTemplate; name: string; description: string; isPremium: boolean };

// A Record, so a template added to the ids above cannot be left without its name and plan.
const DETAILS: Record<InvoiceTemplate, Omit<InvoiceTemplateInfo, "id">> = {
  classic: { name: "Classic", description: "Clean and timeless", isPremium: false },
  modern: { name: "Modern", description: "Bold header, accent colour", isPremium: true },
  minimal: { name: "Minimal", description: "Plenty of white space", isPremium: true },
  corporate: { name: "Corporate", description: "Formal, structured layout", isPremium: true },
};

export const INVOICE_TEMPLATES: readonly InvoiceTemplateInfo[] = INVOICE_TEMPLATE_IDS.map((id) => ({ id, ...DETAILS[id] }));

/** The template every plan may use, and the one a Free user's PDF is always drawn with. */
export const FREE_TEMPLATE = "classic" satisfies InvoiceTemplate;

export const PREMIUM_TEMPLATES: readonly InvoiceTemplate[] = INVOICE_TEMPLATE_IDS.filter((id) => DETAILS[id].isPremium);

export function isInvoiceTemplate(value: string): value is InvoiceTemplate {
  return (INVOICE_TEMPLATE_IDS as readonly string[]).includes(value);
}

export function isPremiumTemplate(template: string): boolean {
  return isInvoiceTemplate(template) && DETAILS[template].isPremium;
}

/** "modern" → "Modern"; an unknown id is shown as it is. */
export function templateName(template: string): string {
  return isInvoiceTemplate(template) ? DETAILS[template].name : template;
}

/**
 * The names joined for a sentence.
 * @example listTemplateNames(PREMIUM_TEMPLATES) // "Modern, Minimal and Corporate"
 * @example listTemplateNames(INVOICE_TEMPLATE_IDS, ", ") // "Classic, Modern, Minimal, Corporate"
 */
export function listTemplateNames(templates: readonly InvoiceTemplate[], lastSeparator = " and "): string {
  const names = templates.map(templateName);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")}${lastSeparator}${names.at(-1)}`;
}
