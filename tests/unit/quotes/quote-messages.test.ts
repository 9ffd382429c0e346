import { findInvoiceProblems, invoiceMessages, MAX_ITEMS, type InvoiceFormValues } from "@/lib/invoices/schemas";
import { quoteSchema } from "@/lib/quotes/schemas";

// Issue #28 item 3: a quote takes the invoice's fields and rules, but what the user reads names the quote.
describe("a quote's messages say quote", () => {
  const errorsOf = (body: unknown): string[] => {
    const result = quoteSchema("VAT").safeParse(body);
    if (result.success) throw new Error("expected a refusal");
    return result.error.issues.map((issue) => issue.message);
  };

  test("POST /api/quotes without a customer, with a bad date or too many lines", () => {
    expect(errorsOf({ vatScenario: "auto", items: [{ description: "Work", quantity: 1, rate: "10" }] })).toContain(
      "Please select a customer from the dropdown. You cannot create a quote without specifying who it is for.",
    );
    expect(errorsOf({ customerId: "c", vatScenario: "auto", invoiceDate: "2026-02-30", items: [] })).toContain(
      "Quote date must be a date written as YYYY-MM-DD",
    );
    const lines = Array.from({ length: MAX_ITEMS + 1 }, () => ({ description: "Work", quantity: 1, rate: "10" }));
    expect(errorsOf({ customerId: "c", vatScenario: "auto", items: lines })).toContain(`A quote can have at most ${MAX_ITEMS} items`);
  });

  test("the form lists the problems in the quote's words; the invoice form keeps SPEC section 5's", () => {
    const values: InvoiceFormValues = {
      customerId: "",
      number: "",
      invoiceDate: "2026-11-20",
      dueDate: "",
      supplyDate: "",
      currency: "EUR",
      language: "en",
      supplyType: "services",
      vatScenario: "auto",
      taxCalculationType: "automatic",
      userOverrideRate: "",
      customVatExplanation: "",
      items: [{ description: "Work", quantity: "1", unit: "", price: "10" }],
      notes: "",
      paymentInstructions: "",
      exchangeRate: "",
    };
    expect(findInvoiceProblems(values, "VAT", "quote")).toEqual([invoiceMessages("VAT", "quote").customer]);
    expect(findInvoiceProblems(values, "VAT")).toEqual([
      "Please select a customer from the dropdown. You cannot create an invoice without specifying who you're billing.",
    ]);
    expect(invoiceMessages("VAT").tooManyItems).toBe(`An invoice can have at most ${MAX_ITEMS} items`);
  });
});
