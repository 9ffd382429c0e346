import { InvoiceTemplate as DatabaseTemplate } from "@/lib/generated/prisma/enums";
import {
  FREE_TEMPLATE,
  INVOICE_TEMPLATE_IDS,
  isPremiumTemplate,
  listTemplateNames,
  PREMIUM_TEMPLATES,
  templateName,
} from "@/lib/invoices/templates";

describe("the one list of invoice templates", () => {
  test("has exactly the ids of the database enum", () => {
    expect([...INVOICE_TEMPLATE_IDS].sort()).toEqual(Object.values(DatabaseTemplate).sort());
  });

  test("the free template is the only one that is not premium (SPEC section 6)", () => {
    expect(isPremiumTemplate(FREE_TEMPLATE)).toBe(false);
    expect(PREMIUM_TEMPLATES).toEqual(INVOICE_TEMPLATE_IDS.filter((id) => id !== FREE_TEMPLATE));
  });

  test.each([
    // [templates, last separator, sentence]
    [["modern", "minimal", "corporate"], " and ", "Modern, Minimal and Corporate"],
    [["classic", "modern", "minimal", "corporate"], ", ", "Classic, Modern, Minimal, Corporate"],
    [["modern", "minimal"], " and ", "Modern and Minimal"],
    [["classic"], " and ", "Classic"],
  ] as const)("listTemplateNames(%j, %j) is %j", (templates, separator, sentence) => {
    expect(listTemplateNames(templates, separator)).toBe(sentence);
  });

  test("an unknown id is named as it is", () => {
    expect(templateName("fancy")).toBe("fancy");
  });
});
