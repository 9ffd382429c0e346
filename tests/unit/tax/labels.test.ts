import { EU_COUNTRY_CODES, getInvoiceTypeLabel, getTaxLabel, INVOICE_TYPE_LABELS } from "@/lib/tax";

describe("getTaxLabel (SPEC section 9)", () => {
  it.each(EU_COUNTRY_CODES.map((country) => [country]))("%s (EU) → VAT", (country) => {
    expect(getTaxLabel(country)).toBe("VAT");
  });

  it.each([
    ["GB", "VAT"],
    ["US", "Sales Tax"],
    ["CA", "GST/HST"],
    ["AU", "GST"],
    ["NZ", "GST"],
    ["IN", "GST"],
    ["NO", "Tax"], // not named by the spec: the generic label
    ["CH", "Tax"],
    ["JP", "Tax"],
    ["us", "Sales Tax"], // any case
  ])("%s → %s", (country, label) => {
    expect(getTaxLabel(country)).toBe(label);
  });
});

describe("getInvoiceTypeLabel", () => {
  it.each([
    ["business", "business", "B2B"],
    ["business", "private", "B2C"],
    ["private", "business", "C2B"],
    ["private", "private", "C2C"],
  ] as const)("%s → %s is %s", (supplier, customer, label) => {
    expect(getInvoiceTypeLabel(supplier, customer)).toBe(label);
  });

  it("lists the four labels", () => {
    expect(INVOICE_TYPE_LABELS).toEqual(["B2B", "B2C", "C2B", "C2C"]);
  });
});
