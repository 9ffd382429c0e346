import { computeLiveTax, computeSubmittedTax } from "@/components/invoices/create/live-tax";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";
import { computeInvoiceTax, taxChoiceOf } from "@/lib/invoices/compute-invoice-tax";
import { invoiceFields } from "@/lib/invoices/invoice-fields";
import {
  createInvoiceFormSchema,
  createInvoiceSchema,
  findInvoiceProblems,
  invoiceMessages,
  type InvoiceFormValues,
} from "@/lib/invoices/schemas";

/**
 * Issue #12: the server's invoice schema and the form's are composed of the same field schemas,
 * so what one accepts the other accepts, with the same output and the same messages (issue #15
 * item 5: each names the field and the limit). The SPEC's own texts stay word for word.
 */
const server = createInvoiceSchema("VAT");
const form = createInvoiceFormSchema("VAT");
const messages = invoiceMessages("VAT");

const formValues = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  customerId: "cust-1",
  number: "",
  invoiceDate: "2026-03-02",
  dueDate: "2026-04-01",
  supplyDate: "",
  currency: "SEK",
  language: "en",
  supplyType: "services",
  vatScenario: "domestic_b2b",
  taxCalculationType: "automatic",
  userOverrideRate: "",
  customVatExplanation: "",
  items: [{ description: "Logo design", quantity: "2", price: "100" }],
  notes: "",
  paymentInstructions: "",
  exchangeRate: "",
  ...overrides,
});

/** The same invoice as a JSON client sends it: numbers, nulls, "rate". */
const wireBody = (overrides: Record<string, unknown> = {}) => ({
  customerId: "cust-1",
  invoiceDate: "2026-03-02",
  dueDate: "2026-04-01",
  currency: "SEK",
  language: "en",
  supplyType: "services",
  vatScenario: "domestic_b2b",
  taxCalculationType: "automatic",
  userOverrideRate: null,
  items: [{ description: "Logo design", quantity: 2, rate: 100, amount: "1.00", taxRate: "99", taxAmount: "1.00" }],
  ...overrides,
});

const problems = (schema: typeof server | typeof form, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the form's schema and the server's give the same output", () => {
  it("reads a form's strings and a client's numbers alike; client amounts are dropped", () => {
    const fromForm = form.parse(formValues());
    const fromWire = server.parse(wireBody());
    const shared = {
      customerId: "cust-1",
      number: null,
      vatScenario: "domestic_b2b",
      userOverrideRate: null,
      items: [{ description: "Logo design", quantity: 2, rate: "100.00" }],
    };
    expect(fromForm).toMatchObject(shared);
    expect(fromWire).toMatchObject(shared);
    expect(fromWire.items[0]).toEqual({ description: "Logo design", quantity: 2, unit: null, rate: "100.00" });
  });

  it("reads a decimal quantity and its unit alike from a form and a client (issue #28)", () => {
    const fromForm = form.parse(formValues({ items: [{ description: "Consulting", quantity: "7.5", unit: "hour", price: "95" }] }));
    const fromWire = server.parse(wireBody({ items: [{ description: "Consulting", quantity: 7.5, unit: "hour", rate: "95" }] }));
    const line = { description: "Consulting", quantity: 7.5, unit: "hour", rate: "95.00" };
    expect(fromForm.items).toEqual([line]);
    expect(fromWire.items).toEqual([line]);
    // "none", "" and null are no unit; a text quantity reads as the number.
    expect(server.parse(wireBody({ items: [{ description: "A", quantity: "0.125", unit: "none", rate: "1" }] })).items[0]).toMatchObject({
      quantity: 0.125,
      unit: null,
    });
    expect(server.parse(wireBody({ items: [{ description: "A", quantity: 1, unit: null, rate: "1" }] })).items[0]?.unit).toBeNull();
    expect(form.parse(formValues({ items: [{ description: "A", quantity: "1", unit: "", price: "1" }] })).items[0]?.unit).toBeNull();
  });

  it("drops blank rows, trims, writes rates and prices in the wire format", () => {
    const data = form.parse(
      formValues({
        taxCalculationType: "manual_override",
        userOverrideRate: "7.5",
        notes: "  Thanks!  ",
        items: [
          { description: "", quantity: "1", price: "" },
          { description: " Consulting ", quantity: "3", price: "80.5" },
          { description: "", quantity: "", price: "0" },
        ],
      }),
    );
    expect(data).toMatchObject({
      userOverrideRate: "7.50",
      notes: "Thanks!",
      items: [{ description: "Consulting", quantity: 3, rate: "80.50" }],
    });
  });

  it("types its output without casts: the scenario is a TaxScenario, the customer a string", () => {
    const data = server.parse(wireBody({ vatScenario: "auto" }));
    const scenario: "auto" | "domestic_b2b" | string = data.vatScenario;
    const customerId: string = data.customerId;
    expect([scenario, customerId]).toEqual(["auto", "cust-1"]);
  });

  it.each([
    [
      "description",
      { items: [{ description: "d".repeat(501), quantity: "1", price: "10" }] },
      { items: [{ description: "d".repeat(501), quantity: 1, rate: "10" }] },
      "Description must be at most 500 characters",
    ],
    ["notes", { notes: "n".repeat(2001) }, { notes: "n".repeat(2001) }, "Notes must be at most 2,000 characters"],
    [
      "payment instructions",
      { paymentInstructions: "p".repeat(2001) },
      { paymentInstructions: "p".repeat(2001) },
      "Payment instructions must be at most 2,000 characters",
    ],
    ["invoice number", { number: "N".repeat(41) }, { number: "N".repeat(41) }, "Invoice number must be at most 40 characters"],
    [
      "quantity",
      { items: [{ description: "Work", quantity: "1000001", price: "10" }] },
      { items: [{ description: "Work", quantity: 1_000_001, rate: "10" }] },
      messages.quantity,
    ],
    [
      "quantity with four decimals",
      { items: [{ description: "Work", quantity: "1.2345", price: "10" }] },
      { items: [{ description: "Work", quantity: 1.2345, rate: "10" }] },
      "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals",
    ],
    [
      "unit outside the list",
      { items: [{ description: "Work", quantity: "1", unit: "hours", price: "10" }] },
      { items: [{ description: "Work", quantity: 1, unit: "hours", rate: "10" }] },
      "Unit must be one of: hour, day, week, month, piece, km, word, page (or none)",
    ],
    [
      "price decimals",
      { items: [{ description: "Work", quantity: "1", price: "10.001" }] },
      { items: [{ description: "Work", quantity: 1, rate: "10.001" }] },
      "Price can have at most two decimals",
    ],
    [
      "price below 0",
      { items: [{ description: "Work", quantity: "1", price: "-1" }] },
      { items: [{ description: "Work", quantity: 1, rate: "-1" }] },
      "Price must be at least 0",
    ],
    [
      "price not a number",
      { items: [{ description: "Work", quantity: "1", price: "ten" }] },
      { items: [{ description: "Work", quantity: 1, rate: "ten" }] },
      "Price must be a number",
    ],
    [
      "rate above 100",
      { taxCalculationType: "manual_override", userOverrideRate: "100.5" },
      { taxCalculationType: "manual_override", userOverrideRate: "100.5" },
      "VAT rate must be at most 100",
    ],
    ["rate missing", { taxCalculationType: "manual_override" }, { taxCalculationType: "manual_override" }, messages.overrideRate],
    ["date", { invoiceDate: "2026-02-30" }, { invoiceDate: "2026-02-30" }, "Invoice date must be a date written as YYYY-MM-DD"],
    ["due date", { dueDate: "2026-03-01" }, { dueDate: "2026-03-01" }, "Due date can't be before the invoice date"],
    [
      "custom explanation",
      { vatScenario: "custom", customVatExplanation: "e".repeat(1001) },
      { vatScenario: "custom", customVatExplanation: "e".repeat(1001) },
      "Custom VAT explanation must be at most 1,000 characters",
    ],
  ] as const)("%s: the same plain message from both", (_field, formOverrides, wireOverrides, message) => {
    expect(problems(form, { ...formValues(), ...formOverrides })).toEqual([message]);
    expect(problems(server, wireBody(wireOverrides))).toEqual([message]);
  });

  it("keeps the spec's texts word for word", () => {
    expect(messages.customer).toBe(
      "Please select a customer from the dropdown. You cannot create an invoice without specifying who you're billing.",
    );
    expect(invoiceMessages("Sales Tax").scenario).toBe(
      "Please select a Sales Tax scenario from the dropdown. This is required for tax compliance and legal documentation.",
    );
    expect(invoiceMessages("GST").customExplanation).toBe("Please provide a custom GST explanation when using the custom scenario.");
    expect(messages.items).toBe("Please add at least one work item with description, quantity, and price.");
    expect(problems(form, formValues({ customerId: "", vatScenario: "", items: [{ description: "", quantity: "1", price: "" }] }))).toEqual(
      [messages.customer, messages.scenario, messages.items],
    );
    expect(problems(server, { items: [] })).toEqual([messages.customer, messages.scenario, messages.items]);
  });

  it("never answers in zod's own words, whatever a client sends", () => {
    const odd = [
      null,
      [],
      "invoice",
      { customerId: 5, vatScenario: 7, items: "many", notes: {}, currency: 1, taxCalculationType: "sometimes" },
    ];
    for (const body of odd)
      for (const message of problems(server, body)) expect(message).not.toMatch(/Too big|Too small|expected|Invalid input|Invalid option/);
  });

  it("lists the form's problems in the order the form shows its fields, each once", () => {
    const values = formValues({
      vatScenario: "custom",
      taxCalculationType: "manual_override",
      userOverrideRate: "150",
      items: [{ description: "", quantity: "1", price: "" }],
      notes: "n".repeat(2001),
    });
    expect(findInvoiceProblems(values, "VAT")).toEqual([
      "VAT rate must be at most 100",
      messages.customExplanation,
      messages.items,
      "Notes must be at most 2,000 characters",
    ]);
  });
});

describe("the live preview and the submitted amounts use the server's functions", () => {
  const user = { country: "SE", vatRegistered: true, ossRegistered: false, vatRate: null, defaultVATRate: null } as PublicUser;
  const customer = { country: "SE", customerType: "business", vatNumber: "SE556036079301" } as Customer;
  const parties = {
    supplier: { country: "SE", vatRegistered: true, ossRegistered: false, ownRate: null },
    customer: { country: "SE", customerType: "business" as const, vatNumber: "SE556036079301" },
  };

  it("shows what the server will store: 2 × 100.00 + 1 × 0.10 at 25 % = 200.10 + 50.03 = 250.13", () => {
    const values = formValues({
      items: [
        { description: "Logo", quantity: "2", price: "100" },
        { description: "Pin", quantity: "1", price: "0.10" },
      ],
    });
    const data = server.parse(
      wireBody({
        items: [
          { description: "Logo", quantity: 2, rate: "100" },
          { description: "Pin", quantity: 1, rate: "0.10" },
        ],
      }),
    );
    const stored = computeInvoiceTax(parties, taxChoiceOf(data, { invoiceDate: "2026-03-02", language: "en", supplyType: "services" }));

    expect(stored.totals).toMatchObject({ subtotal: "200.10", tax: "50.03", total: "250.13" });
    expect(computeLiveTax(user, customer, values).totals).toEqual(stored.totals);
    expect(computeSubmittedTax(user, customer, form.parse(values))?.totals).toEqual(stored.totals);
  });

  it("leaves out of the preview exactly the rows the schema refuses", () => {
    const fields = invoiceFields("VAT");
    const rows = [
      { description: "ok", quantity: "2", price: "10" },
      { description: "too many", quantity: "1000001", price: "10" },
      { description: "cents", quantity: "1", price: "1.005" },
      { description: "typing", quantity: "1", price: "" },
    ];
    const live = computeLiveTax(user, undefined, formValues({ items: rows }));
    expect(live.lines.map((line) => line?.amount ?? null)).toEqual(["20.00", null, null, "0.00"]);
    expect(
      rows.map((row) => fields.item.quantity.safeParse(row.quantity).success && fields.item.unitPrice.safeParse(row.price).success),
    ).toEqual([true, false, false, true]);
  });
});
