import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import { GET as getInvoiceRoute } from "@/app/api/invoices/[id]/route";
import { db } from "@/lib/db";
import { createInvoiceFormSchema } from "@/lib/invoices/schemas";
import { loadReactPdf, readPdf } from "../support/read-pdf";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #28, hours and units: a decimal quantity with its unit goes through the form's schema, the
// API and the database, and comes back the same in the JSON and the PDF's text in each language.
// (The e-invoice side, with its validation, is in einvoice.test.ts's "hours and units" case.)

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

const LINES = [
  { description: "Consulting", quantity: 7.5, unit: "hour", rate: "33.33" },
  { description: "Workshop", quantity: "1", unit: "day", rate: "800.00" },
  { description: "Travel", quantity: "12.345", unit: "km", rate: "2.50" },
  { description: "Prints", quantity: 3, rate: "1.00" },
];

async function issue(language: string) {
  const { cookie } = await signUp();
  const { id: customerId } = await addCustomer(cookie);
  const response = await postInvoice(cookie, invoicePayload(customerId, { language, items: LINES }));
  expect(response.status).toBe(201);
  return { cookie, invoice: (await response.json()) as { id: string } };
}

async function pdfText(cookie: string, id: string) {
  const response = await callRoute(pdfRoute, { cookie, params: { id } });
  expect(response.status).toBe(200);
  return (await readPdf(new Uint8Array(await response.arrayBuffer()))).text;
}

describe("decimal quantities and units through the API", () => {
  it("stores 7.5 hours, answers the number and unit, each line rounded once to the cent", async () => {
    const { cookie, invoice } = await issue("en");
    const stored = await (await callRoute(getInvoiceRoute, { cookie, params: { id: invoice.id } })).json();
    expect(stored.items.map((item: Record<string, unknown>) => [item.quantity, item.unit, item.amount])).toEqual([
      [7.5, "hour", "249.98"],
      [1, "day", "800.00"],
      [12.345, "km", "30.86"],
      [3, null, "3.00"],
    ]);
    expect(stored.subtotal).toBe("1083.84");
    const rows = await db.invoiceItem.findMany({ where: { invoiceId: invoice.id }, orderBy: { position: "asc" } });
    expect(rows.map((row) => row.quantity.toFixed(3))).toEqual(["7.500", "1.000", "12.345", "3.000"]);
  });

  it.each([
    [0, "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals"],
    ["1.2345", "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals"],
    [1_000_000.001, "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals"],
    ["7,5", "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals"],
  ])("refuses the quantity %p with 400 and writes nothing", async (quantity, message) => {
    const { cookie } = await signUp();
    const { id: customerId } = await addCustomer(cookie);
    const response = await postInvoice(cookie, invoicePayload(customerId, { items: [{ description: "Work", quantity, rate: "10" }] }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContain(message);
    expect(await db.invoice.count({ where: { customerId } })).toBe(0);
  });

  it("refuses a unit outside the list", async () => {
    const { cookie } = await signUp();
    const { id: customerId } = await addCustomer(cookie);
    const body = invoicePayload(customerId, { items: [{ description: "Work", quantity: 1, unit: "hours", rate: "10" }] });
    const response = await postInvoice(cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContain("Unit must be one of: hour, day, week, month, piece, km, word, page (or none)");
  });

  it("the form's schema reads what the API stores: '7.5' and 'hour' become 7.5 hours", () => {
    const parsed = createInvoiceFormSchema("Tax").safeParse({
      customerId: "c",
      number: "",
      invoiceDate: "2026-11-02",
      supplyDate: "",
      dueDate: "2026-12-02",
      currency: "USD",
      language: "en",
      supplyType: "services",
      vatScenario: "auto",
      taxCalculationType: "automatic",
      userOverrideRate: "",
      customVatExplanation: "",
      items: [{ description: "Consulting", quantity: "7.5", unit: "hour", price: "33.33" }],
      notes: "",
      paymentInstructions: "",
      exchangeRate: "",
    });
    expect(parsed.success && parsed.data.items).toEqual([{ description: "Consulting", quantity: 7.5, unit: "hour", rate: "33.33" }]);
  });
});

describe("the PDF prints the quantity with its unit in the invoice's language", () => {
  it.each([
    ["en", ["7.5 h", "1 day", "12.345 km", "249.98"]],
    ["sv", ["7,5 h", "1 dag", "12,345 km", "249,98"]],
    ["de", ["7,5 Std.", "1 Tag", "12,345 km", "249,98"]],
  ])(
    "%s",
    async (language, expected) => {
      const { cookie, invoice } = await issue(language);
      const text = await pdfText(cookie, invoice.id);
      for (const fragment of expected) expect(text).toContain(fragment);
    },
    60_000,
  );
});
