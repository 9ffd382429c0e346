import { GET as listRoute, POST as createRoute } from "@/app/api/quotes/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/quotes/[id]/route";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload } from "./support/invoices";

function quotePayload(customerId: string, overrides: Record<string, unknown> = {}) {
  const { dueDate: _dueDate, ...invoice } = invoicePayload(customerId);
  return { ...invoice, invoiceDate: "2026-11-20", validUntil: "2099-12-31", ...overrides };
}

function postQuote(cookie: string, body: unknown) {
  return callRoute(createRoute, { method: "POST", cookie, body, path: "/api/quotes" });
}

async function createdQuote(cookie: string, body: unknown) {
  const response = await postQuote(cookie, body);
  if (response.status !== 201) throw new Error(`quote: ${response.status} ${await response.text()}`);
  return response.json();
}

describe("POST /api/quotes", () => {
  it("writes a draft Q-1001 with the invoice's amounts and a default validity of 30 days, taking no Free invoice", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const quote = await createdQuote(cookie, quotePayload(customer.id, { validUntil: undefined }));
    expect(quote).toMatchObject({
      number: "Q-1001",
      status: "draft",
      quoteDate: "2026-11-20",
      validUntil: "2026-12-20",
      subtotal: "200.00",
      total: "200.00",
      currency: "USD",
      customer: { name: "Acme Corp" },
      invoiceId: null,
    });
    expect(quote.items).toEqual([expect.objectContaining({ description: "Design work", quantity: 2, rate: "100.00", amount: "200.00" })]);
    expect(quote.publicUrl).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    expect(await db.invoiceQuota.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(0);
  });

  it("gives 20 concurrent creates the numbers Q-1001 to Q-1020, each once", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postQuote(cookie, quotePayload(customer.id))));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const numbers = (await Promise.all(responses.map((response) => response.json()))).map((quote) => quote.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `Q-${1001 + index}`).sort());
  });

  it("numbers quotes apart from invoices and per user", async () => {
    const first = await signUp();
    const second = await signUp();
    const firstCustomer = await addCustomer(first.cookie);
    const secondCustomer = await addCustomer(second.cookie);
    expect((await createdQuote(first.cookie, quotePayload(firstCustomer.id))).number).toBe("Q-1001");
    expect((await createdQuote(second.cookie, quotePayload(secondCustomer.id))).number).toBe("Q-1001");
    expect((await createdQuote(first.cookie, quotePayload(firstCustomer.id))).number).toBe("Q-1002");
  });

  it.each([
    [{ validUntil: "2026-11-19" }, "Valid until can't be before the quote date"],
    [{ validUntil: "20.12.2026" }, "Valid until must be a date written as YYYY-MM-DD"],
    [{ items: [] }, "Please add at least one work item with description, quantity, and price."],
    [
      { vatScenario: null },
      "Please select a Sales Tax scenario from the dropdown. This is required for tax compliance and legal documentation.",
    ],
    [{ items: [{ description: "Work", quantity: 1, rate: "10.001" }] }, "Price can have at most two decimals"],
  ])("refuses %j with a clear message and writes nothing", async (overrides, message) => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const response = await postQuote(cookie, quotePayload(customer.id, overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContain(message);
    expect(await db.quote.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 404 for another user's customer", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const customer = await addCustomer(owner.cookie);
    expect((await postQuote(stranger.cookie, quotePayload(customer.id))).status).toBe(404);
  });
});

describe("GET, PUT and DELETE /api/quotes/{id}", () => {
  it("pages the list newest first and filters it by status", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    for (let index = 0; index < 3; index += 1) await createdQuote(cookie, quotePayload(customer.id));
    await createdQuote(cookie, quotePayload(customer.id, { invoiceDate: "2026-01-01", validUntil: "2026-01-31" }));
    const firstPage = await callRoute(listRoute, { cookie, path: "/api/quotes?limit=2" });
    expect((await firstPage.json()).map((quote: { number: string }) => quote.number)).toEqual(["Q-1004", "Q-1003"]);
    const next = firstPage.headers.get("Link")?.match(/<([^>]+)>/)?.[1];
    expect(next).toBeDefined();
    const secondPage = await (await callRoute(listRoute, { cookie, path: next })).json();
    expect(secondPage.map((quote: { number: string }) => quote.number)).toEqual(["Q-1002", "Q-1001"]);
    const expired = await (await callRoute(listRoute, { cookie, path: "/api/quotes?status=expired" })).json();
    expect(expired).toEqual([expect.objectContaining({ number: "Q-1004", status: "expired" })]);
    const open = await (await callRoute(listRoute, { cookie, path: "/api/quotes?status=open" })).json();
    expect(open).toHaveLength(3);
    const wrong = await callRoute(listRoute, { cookie, path: "/api/quotes?status=paid" });
    expect(wrong.status).toBe(400);
  });

  it("changes a draft with new lines and deletes it; another user's quote is 404 for all three", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const customer = await addCustomer(owner.cookie);
    const quote = await createdQuote(owner.cookie, quotePayload(customer.id));
    const params = { id: quote.id };
    const body = quotePayload(customer.id, { items: [{ description: "Workshop", quantity: 3, rate: "50" }] });
    expect((await callRoute(getRoute, { cookie: stranger.cookie, params })).status).toBe(404);
    expect((await callRoute(updateRoute, { method: "PUT", cookie: stranger.cookie, params, body })).status).toBe(404);
    expect((await callRoute(deleteRoute, { method: "DELETE", cookie: stranger.cookie, params })).status).toBe(404);

    const updated = await callRoute(updateRoute, { method: "PUT", cookie: owner.cookie, params, body });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      number: quote.number,
      total: "150.00",
      items: [expect.objectContaining({ description: "Workshop" })],
    });
    expect((await callRoute(deleteRoute, { method: "DELETE", cookie: owner.cookie, params })).status).toBe(200);
    expect((await callRoute(getRoute, { cookie: owner.cookie, params })).status).toBe(404);
  });
});
