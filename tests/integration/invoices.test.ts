import { GET as listRoute } from "@/app/api/invoices/route";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/invoices/[id]/route";
import { GET as recentRoute } from "@/app/api/invoices/recent/route";
import { GET as nextNumberRoute } from "@/app/api/invoices/next-number/route";
import { POST as reserveRoute } from "@/app/api/invoices/reserve-number/route";
import { GET as statsRoute } from "@/app/api/dashboard/stats/route";
import { DELETE as deleteCustomerRoute, PUT as updateCustomerRoute } from "@/app/api/customers/[id]/route";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

async function proUser(overrides: Record<string, unknown> = {}) {
  const account = await signUp(overrides);
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

describe("POST /api/invoices", () => {
  it("numbers invoices INV-1001, INV-1002 … and recomputes every amount the client sent", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const first = await postInvoice(cookie, invoicePayload(customer.id, { total: "1.00", subtotal: "1.00", tax: "0.00" }));
    expect(first.status).toBe(201);
    const invoice = await first.json();
    // US supplier (not registered for sales tax) to a US business: 0 %, 2 × 100.00 = 200.00.
    expect(invoice).toMatchObject({ number: "INV-1001", subtotal: "200.00", total: "200.00", currency: "USD", template: "classic" });
    expect(invoice.items).toEqual([
      {
        description: "Design work",
        quantity: 2,
        unit: null,
        rate: "100.00",
        amount: "200.00",
        taxRate: invoice.taxRate,
        taxAmount: "0.00",
      },
    ]);
    const second = await (await postInvoice(cookie, invoicePayload(customer.id))).json();
    expect(second.number).toBe("INV-1002");
    expect(await db.activityEvent.count({ where: { type: "invoice" } })).toBeGreaterThanOrEqual(2);
  });

  it("answers every validation problem together, with the spec's texts and the tax label", async () => {
    const { cookie, user } = await signUp({ country: "SE" });
    const response = await postInvoice(cookie, { items: [{ description: "", quantity: 1, rate: "" }] });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual([
      "Please select a customer from the dropdown. You cannot create an invoice without specifying who you're billing.",
      "Please select a VAT scenario from the dropdown. This is required for tax compliance and legal documentation.",
      "Please add at least one work item with description, quantity, and price.",
    ]);
    expect(body.message).toBe(body.errors[0]);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    [{ vatScenario: "custom" }, "Please provide a custom Sales Tax explanation when using the custom scenario."],
    [
      { items: [{ description: "Work", quantity: 1.5005, rate: "10" }] },
      "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals",
    ],
    [{ items: [{ description: "Work", quantity: 1, rate: "10.001" }] }, "Price can have at most two decimals"],
    [
      { items: [{ description: "Work", quantity: 1, rate: "0" }] },
      "Please add at least one work item with description, quantity, and price.",
    ],
    [{ taxCalculationType: "manual_override", userOverrideRate: "101" }, "Sales Tax rate must be at most 100"],
    [{ taxCalculationType: "manual_override" }, "Please enter a Sales Tax rate from 0 to 100 (at most two decimals)"],
    [{ dueDate: "2026-11-01" }, "Due date can't be before the invoice date"],
  ])("refuses %j", async (overrides, message) => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const response = await postInvoice(cookie, invoicePayload(customer.id, overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContain(message);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(0);
  });

  it("uses a hand-typed number once and answers 409 for a number already used", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    expect((await postInvoice(cookie, invoicePayload(customer.id, { number: "2026-A" }))).status).toBe(201);
    const again = await postInvoice(cookie, invoicePayload(customer.id, { number: "2026-A" }));
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already used/);
  });

  it("answers 404 for another user's customer", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const customer = await addCustomer(owner.cookie);
    expect((await postInvoice(intruder.cookie, invoicePayload(customer.id))).status).toBe(404);
  });

  it("applies a manual override rate, keeping the situation's wording", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const response = await postInvoice(
      cookie,
      invoicePayload(customer.id, { taxCalculationType: "manual_override", userOverrideRate: "7.25" }),
    );
    const invoice = await response.json();
    // 200.00 × 7.25 % = 14.50
    expect(invoice).toMatchObject({
      taxRate: "7.25",
      tax: "14.50",
      total: "214.50",
      userOverrideRate: "7.25",
      taxCalculationType: "manual_override",
    });
  });
});

describe("the Free plan's monthly limit", () => {
  it("lets a Free user create 3 invoices a month; the 4th gets 403 'Free plan … limit reached'", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    for (let i = 0; i < 3; i += 1) expect((await postInvoice(cookie, invoicePayload(customer.id))).status).toBe(201);
    const fourth = await postInvoice(cookie, invoicePayload(customer.id));
    expect(fourth.status).toBe(403);
    const { message } = await fourth.json();
    expect(message).toContain("Free plan");
    expect(message).toContain("limit reached");
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(3);
    const stats = await (await callRoute(statsRoute, { cookie })).json();
    expect(stats).toMatchObject({ totalInvoices: 3, totalCustomers: 1, remainingInvoices: 0 });
  });

  it("holds exactly under 10 concurrent creates: 3 succeed, 7 get the limit, nothing half-written", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postInvoice(cookie, invoicePayload(customer.id))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403, 403, 403]);
    for (const response of responses.filter((r) => r.status === 403)) expect((await response.json()).message).toMatch(/limit reached/);
    const invoices = await db.invoice.findMany({
      where: { userId: user.id },
      select: { number: true, _count: { select: { items: true } } },
    });
    expect(invoices.map((invoice) => invoice.number).sort()).toEqual(["INV-1001", "INV-1002", "INV-1003"]);
    expect(invoices.every((invoice) => invoice._count.items === 1)).toBe(true);
    expect(await db.invoiceItem.count({ where: { invoice: { userId: user.id } } })).toBe(3);
  }, 30_000);

  it("gives Pro users no limit: 20 concurrent creates get INV-1001…INV-1020 with no gap", async () => {
    const { cookie, user } = await proUser();
    const customer = await addCustomer(cookie);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postInvoice(cookie, invoicePayload(customer.id))));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const numbers = (await db.invoice.findMany({ where: { userId: user.id }, select: { number: true } })).map((i) => i.number);
    expect(numbers.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${1001 + i}`));
    const stats = await (await callRoute(statsRoute, { cookie })).json();
    expect(stats.remainingInvoices).toBeNull();
  }, 30_000);
});

describe("GET /api/dashboard/stats", () => {
  it("counts only the user's own invoices and customers; a new Free user has 3 left", async () => {
    const fresh = await signUp();
    const empty = { totalInvoices: 0, totalCustomers: 0, remainingInvoices: 3, outstanding: [], overdue: [], paidThisMonth: [] };
    expect(await (await callRoute(statsRoute, { cookie: fresh.cookie })).json()).toEqual(empty);

    const other = await signUp();
    const otherCustomer = await addCustomer(other.cookie);
    await addCustomer(other.cookie, { name: "Second" });
    expect((await postInvoice(other.cookie, invoicePayload(otherCustomer.id))).status).toBe(201);
    expect(await (await callRoute(statsRoute, { cookie: other.cookie })).json()).toMatchObject({
      totalInvoices: 1,
      totalCustomers: 2,
      remainingInvoices: 2,
      outstanding: [{ currency: "USD", amount: "200.00" }],
      paidThisMonth: [],
    });
    expect(await (await callRoute(statsRoute, { cookie: fresh.cookie })).json()).toEqual(empty);
  });
});

describe("numbers", () => {
  it("opening the form five times and two failed creates use up no number: three creates are INV-1001, INV-1002, INV-1003", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    for (let opened = 0; opened < 5; opened += 1) {
      expect(await (await callRoute(reserveRoute, { method: "POST", cookie })).json()).toEqual({ nextNumber: "INV-1001" });
      expect(await (await callRoute(nextNumberRoute, { cookie })).json()).toEqual({ nextNumber: "INV-1001" });
    }
    expect((await postInvoice(cookie, invoicePayload("no-such-customer"))).status).toBe(404);
    expect((await postInvoice(cookie, { ...invoicePayload(customer.id), items: [] })).status).toBe(400);
    const numbers = [];
    for (let created = 0; created < 3; created += 1)
      numbers.push((await (await postInvoice(cookie, invoicePayload(customer.id))).json()).number);
    expect(numbers).toEqual(["INV-1001", "INV-1002", "INV-1003"]);
    expect(await db.invoiceCounter.findUnique({ where: { userId: user.id } })).toMatchObject({ lastNumber: 1003 });
  });

  it("two tabs that previewed the same number each get one of their own", async () => {
    const { cookie } = await proUser();
    const customer = await addCustomer(cookie);
    const tabA = await (await callRoute(reserveRoute, { method: "POST", cookie })).json();
    const tabB = await (await callRoute(reserveRoute, { method: "POST", cookie })).json();
    expect(tabA).toEqual(tabB);
    const [first, second] = await Promise.all([
      postInvoice(cookie, invoicePayload(customer.id)),
      postInvoice(cookie, invoicePayload(customer.id)),
    ]);
    expect([(await first!.json()).number, (await second!.json()).number].sort()).toEqual(["INV-1001", "INV-1002"]);
    expect(await (await callRoute(reserveRoute, { method: "POST", cookie })).json()).toEqual({ nextNumber: "INV-1003" });
  });

  it("skips a number of the sequence that was typed by hand, taking the Free quota once per invoice", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    expect((await (await postInvoice(cookie, invoicePayload(customer.id, { number: "INV-1002" }))).json()).number).toBe("INV-1002");
    expect((await (await postInvoice(cookie, invoicePayload(customer.id))).json()).number).toBe("INV-1001");
    // INV-1002 is taken: the statement fails as a whole and the fallback transaction moves on.
    expect((await (await postInvoice(cookie, invoicePayload(customer.id))).json()).number).toBe("INV-1003");
    const quota = await db.invoiceQuota.findMany({ where: { userId: user.id } });
    expect(quota.map(({ used }) => used)).toEqual([3]);
    expect(await db.activityEvent.count({ where: { userId: user.id, type: "invoice" } })).toBe(3);
    expect(await db.invoiceItem.count({ where: { invoice: { userId: user.id } } })).toBe(3);
    expect((await postInvoice(cookie, invoicePayload(customer.id))).status).toBe(403);
  });

  it("after a first invoice numbered INV-1001 by hand, the next automatic one is INV-1002", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    expect((await (await postInvoice(cookie, invoicePayload(customer.id, { number: "INV-1001" }))).json()).number).toBe("INV-1001");
    expect((await (await postInvoice(cookie, invoicePayload(customer.id))).json()).number).toBe("INV-1002");
    expect(await db.invoiceCounter.findUnique({ where: { userId: user.id } })).toMatchObject({ lastNumber: 1002 });
  });

  it("every preview names a number that is still free: a number typed by hand is never previewed again (issue #24, item 13)", async () => {
    const { cookie } = await proUser();
    const customer = await addCustomer(cookie);
    const preview = async () => ((await (await callRoute(nextNumberRoute, { cookie })).json()) as { nextNumber: string }).nextNumber;
    const reserved = async () =>
      ((await (await callRoute(reserveRoute, { method: "POST", cookie })).json()) as { nextNumber: string }).nextNumber;
    expect(await preview()).toBe("INV-1001");
    // The user types the previewed number by hand: it is used, and the preview moves on.
    expect((await (await postInvoice(cookie, invoicePayload(customer.id, { number: "INV-1001" }))).json()).number).toBe("INV-1001");
    expect(await preview()).toBe("INV-1002");
    expect(await reserved()).toBe("INV-1002");
    // Numbers typed ahead of the counter are stepped over too, and the preview is what the next create gets.
    for (const number of ["INV-1002", "INV-1003", "INV-1005"]) await postInvoice(cookie, invoicePayload(customer.id, { number }));
    expect(await preview()).toBe("INV-1004");
    expect((await (await postInvoice(cookie, invoicePayload(customer.id))).json()).number).toBe("INV-1004");
    expect(await preview()).toBe("INV-1006");
    expect((await (await postInvoice(cookie, invoicePayload(customer.id))).json()).number).toBe("INV-1006");
  });
});

describe("reading and deleting", () => {
  it("lists newest first, the recent five, and one by id; another user's id is 404", async () => {
    const { cookie } = await proUser();
    const customer = await addCustomer(cookie);
    for (let i = 0; i < 6; i += 1) await postInvoice(cookie, invoicePayload(customer.id));
    const list = await (await callRoute(listRoute, { cookie })).json();
    expect(list.map((i: { number: string }) => i.number)).toEqual(["INV-1006", "INV-1005", "INV-1004", "INV-1003", "INV-1002", "INV-1001"]);
    const recent = await (await callRoute(recentRoute, { cookie })).json();
    expect(recent).toHaveLength(5);
    const one = await callRoute(getRoute, { cookie, params: { id: list[0].id } });
    expect((await one.json()).number).toBe("INV-1006");

    const intruder = await signUp();
    expect((await callRoute(getRoute, { cookie: intruder.cookie, params: { id: list[0].id } })).status).toBe(404);
    expect((await callRoute(deleteRoute, { method: "DELETE", cookie: intruder.cookie, params: { id: list[0].id } })).status).toBe(404);
    expect(await db.invoice.count({ where: { id: list[0].id } })).toBe(1);
  });

  it("lets Pro delete and refuses Free with 403", async () => {
    const free = await signUp();
    const freeCustomer = await addCustomer(free.cookie);
    const freeInvoice = await (await postInvoice(free.cookie, invoicePayload(freeCustomer.id))).json();
    const refused = await callRoute(deleteRoute, { method: "DELETE", cookie: free.cookie, params: { id: freeInvoice.id } });
    expect(refused.status).toBe(403);
    expect(await db.invoice.count({ where: { id: freeInvoice.id } })).toBe(1);

    const pro = await proUser();
    const customer = await addCustomer(pro.cookie);
    const invoice = await (await postInvoice(pro.cookie, invoicePayload(customer.id))).json();
    const deleted = await callRoute(deleteRoute, { method: "DELETE", cookie: pro.cookie, params: { id: invoice.id } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Invoice deleted successfully" });
    // Issue #25: the record stays, marked deleted, with its lines (tests/integration/invoice-deletion.test.ts).
    expect(await db.invoice.findUnique({ where: { id: invoice.id }, select: { deletedAt: true } })).toEqual({
      deletedAt: expect.any(Date),
    });
    expect(await db.invoiceItem.count({ where: { invoiceId: invoice.id } })).toBe(1);
  });

  it("keeps an invoice's customer details when the customer is edited and then deleted", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie, { name: "Original AB", email: "orig@example.com" });
    const invoice = await (await postInvoice(cookie, invoicePayload(customer.id))).json();
    await callRoute(updateCustomerRoute, {
      method: "PUT",
      cookie,
      params: { id: customer.id },
      body: { name: "Renamed AB", email: "new@example.com", country: "SE" },
    });
    let stored = await (await callRoute(getRoute, { cookie, params: { id: invoice.id } })).json();
    expect(stored.customer).toMatchObject({ name: "Original AB", email: "orig@example.com", country: "US" });
    await callRoute(deleteCustomerRoute, { method: "DELETE", cookie, params: { id: customer.id } });
    stored = await (await callRoute(getRoute, { cookie, params: { id: invoice.id } })).json();
    expect(stored.customerId).toBeNull();
    expect(stored.customer).toMatchObject({ name: "Original AB", email: "orig@example.com" });
  });
});
