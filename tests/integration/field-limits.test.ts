import { POST as createCustomerRoute } from "@/app/api/customers/route";
import { POST as supportRoute } from "@/app/api/support/route";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

/**
 * Issue #15 item 5 over HTTP: a field past its limit answers 400 with a message that names the
 * field and the limit in plain words, and nothing is stored. No zod wording ever reaches a client.
 */
const ZOD_WORDING = /Too big|Too small|expected|Invalid input|Invalid option/;

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors: string[]; fields: string[] };
  for (const text of body.errors) expect(text).not.toMatch(ZOD_WORDING);
  return body;
}

describe("POST /api/invoices: fields past their limits", () => {
  it.each([
    [
      "description",
      { items: [{ description: "d".repeat(501), quantity: 1, rate: "10" }] },
      "Description must be at most 500 characters",
      "items.0.description",
    ],
    ["notes", { notes: "n".repeat(2001) }, "Notes must be at most 2,000 characters", "notes"],
    [
      "payment instructions",
      { paymentInstructions: "p".repeat(2001) },
      "Payment instructions must be at most 2,000 characters",
      "paymentInstructions",
    ],
    ["number", { number: "N".repeat(41) }, "Invoice number must be at most 40 characters", "number"],
    [
      "custom explanation",
      { vatScenario: "custom", customVatExplanation: "e".repeat(1001) },
      "Custom Sales Tax explanation must be at most 1,000 characters",
      "customVatExplanation",
    ],
    [
      "quantity",
      { items: [{ description: "Work", quantity: 1_000_001, rate: "10" }] },
      "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals",
      "items.0.quantity",
    ],
    [
      "price",
      { items: [{ description: "Work", quantity: 1, rate: "1000000000000" }] },
      "Price must be at most 999,999,999,999.99",
      "items.0.rate",
    ],
    ["negative price", { items: [{ description: "Work", quantity: 1, rate: "-1" }] }, "Price must be at least 0", "items.0.rate"],
    ["date", { invoiceDate: "2026-02-30" }, "Invoice date must be a date written as YYYY-MM-DD", "invoiceDate"],
    ["currency", { currency: "DOGE" }, "Currency must be one of: USD, EUR, GBP, SEK", "currency"],
    [
      "item count",
      { items: Array.from({ length: 201 }, () => ({ description: "Work", quantity: 1, rate: "1" })) },
      "An invoice can have at most 200 items",
      "items",
    ],
    ["text sent as a number", { notes: 42 }, "Notes must be text", "notes"],
  ])("%s: 400 with the plain message, nothing stored", async (_field, overrides, message, field) => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const body = await refusal(await postInvoice(cookie, invoicePayload(customer.id, overrides)));
    expect(body.message).toBe(message);
    expect(body.fields).toContain(field);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers every problem together, the limits beside the spec's texts", async () => {
    const { cookie } = await signUp();
    const body = await refusal(
      await postInvoice(cookie, { notes: "n".repeat(2001), items: [{ description: "d".repeat(501), quantity: 1, rate: "10" }] }),
    );
    expect(body.errors).toEqual([
      "Please select a customer from the dropdown. You cannot create an invoice without specifying who you're billing.",
      "Please select a Sales Tax scenario from the dropdown. This is required for tax compliance and legal documentation.",
      "Description must be at most 500 characters",
      "Notes must be at most 2,000 characters",
    ]);
  });

  it("accepts every field at its limit", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const response = await postInvoice(
      cookie,
      invoicePayload(customer.id, {
        number: "N".repeat(40),
        notes: "n".repeat(2000),
        paymentInstructions: "p".repeat(2000),
        items: [{ description: "d".repeat(500), quantity: 1_000_000, rate: "0.01" }],
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      subtotal: "10000.00",
      items: [{ description: "d".repeat(500), quantity: 1_000_000, rate: "0.01" }],
    });
  });
});

describe("POST /api/customers: fields past their limits", () => {
  const create = (cookie: string, body: Record<string, unknown>) => callRoute(createCustomerRoute, { method: "POST", cookie, body });

  it.each([
    ["name", { name: "n".repeat(2000) }, "Name must be at most 160 characters", "name"],
    ["e-mail", { email: `${"a".repeat(250)}@example.com` }, "Email must be at most 254 characters", "email"],
    ["phone", { phone: "1".repeat(41) }, "Phone must be at most 40 characters", "phone"],
    ["address", { address: "a".repeat(201) }, "Address must be at most 200 characters", "address"],
    ["postal code", { postalCode: "1".repeat(21) }, "Postal code must be at most 20 characters", "postalCode"],
    [
      "invoice reference",
      { customerType: "business", invoiceReference: "r".repeat(101) },
      "Invoice reference must be at most 100 characters",
      "invoiceReference",
    ],
    ["customer type", { customerType: "robot" }, "Customer type must be one of: private, business", "customerType"],
  ])("%s: 400 with the plain message, nothing stored", async (_field, overrides, message, field) => {
    const { cookie, user } = await signUp();
    const body = await refusal(await create(cookie, { name: "Acme Corp", email: "billing@acme.example", ...overrides }));
    expect(body.message).toBe(message);
    expect(body.fields).toEqual([field]);
    expect(await db.customer.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("POST /api/support: the e-mail and the limits", () => {
  const valid = { name: "Dana", email: "dana@example.com", category: "general", subject: "A question", message: "How do I export?" };
  const support = (body: Record<string, unknown>) =>
    callRoute(supportRoute, { method: "POST", path: "/api/support", body, headers: { "user-agent": "TestBrowser/1.0" } });

  it.each([
    [{ email: "nope" }, "Please enter a valid e-mail address in the E-mail field"],
    [{ name: "n".repeat(121) }, "Name must be at most 120 characters"],
    [{ subject: "s".repeat(201) }, "Subject must be at most 200 characters"],
  ])("refuses %j with the plain message", async (overrides, message) => {
    const body = await refusal(await support({ ...valid, ...overrides }));
    expect(body.message).toBe(message);
    expect(await db.supportRequest.count()).toBe(0);
  });
});
