import { GET as listRoute } from "@/app/api/invoices/route";
import { GET as getRoute } from "@/app/api/invoices/[id]/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { DELETE as deletePaymentRoute } from "@/app/api/invoices/[id]/payments/[paymentId]/route";
import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { POST as publicLinkRoute } from "@/app/api/invoices/[id]/public-link/route";
import { GET as statsRoute } from "@/app/api/dashboard/stats/route";
import { db } from "@/lib/db";
import { utcToday } from "@/lib/invoices/invoice-status";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

const dayFromToday = (days: number) => new Date(Date.parse(`${utcToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function invoiceFor(cookie: string, overrides: Record<string, unknown> = {}) {
  const customer = await addCustomer(cookie);
  // 2 × 100.00, no tax for a US business: total 200.00.
  const response = await postInvoice(
    cookie,
    invoicePayload(customer.id, { invoiceDate: dayFromToday(-10), dueDate: dayFromToday(20), ...overrides }),
  );
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Pro: more than the Free plan's three invoices a month. */
async function proSignUp() {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

const pay = (cookie: string, id: string, body: unknown) => callRoute(paymentsRoute, { method: "POST", cookie, params: { id }, body });
const read = async (cookie: string, id: string) => (await callRoute(getRoute, { cookie, params: { id } })).json();

describe("payments", () => {
  it("a partial then a full payment: balance, status and paidAt follow, in exact decimals", async () => {
    const { cookie } = await signUp();
    const invoice = await invoiceFor(cookie);
    expect(invoice).toMatchObject({
      status: "issued",
      amountPaid: "0.00",
      balanceDue: "200.00",
      payments: [],
      paidAt: null,
      viewedAt: null,
    });
    expect(invoice.publicUrl).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);

    const partial = await pay(cookie, invoice.id, { amount: "0.10", date: dayFromToday(-1), method: "card", note: "first part" });
    expect(partial.status).toBe(201);
    expect(await partial.json()).toMatchObject({ status: "partially_paid", amountPaid: "0.10", balanceDue: "199.90", paidAt: null });

    const rest = await pay(cookie, invoice.id, { amount: "199.90", date: dayFromToday(0), method: "bank_transfer" });
    const paid = await rest.json();
    expect(paid).toMatchObject({ status: "paid", amountPaid: "200.00", balanceDue: "0.00", paidAt: dayFromToday(0) });
    expect(paid.payments).toEqual([
      { id: expect.any(String), amount: "0.10", date: dayFromToday(-1), method: "card", note: "first part" },
      { id: expect.any(String), amount: "199.90", date: dayFromToday(0), method: "bank_transfer", note: null },
    ]);
  });

  it("refuses an amount above the balance, zero, negative or malformed with a 400, writing nothing", async () => {
    const { cookie } = await signUp();
    const invoice = await invoiceFor(cookie);
    await pay(cookie, invoice.id, { amount: "150.00", date: dayFromToday(0), method: "cash" });
    for (const [amount, message] of [
      ["50.01", "Amount must not be more than the balance due (50.00 USD)"],
      ["0", "Amount must be greater than 0"],
      ["-5.00", "Amount must be greater than 0"],
      ["12.345", "Amount must be a number with at most 2 decimals, e.g. 120.50"],
      ["lots", "Amount must be a number with at most 2 decimals, e.g. 120.50"],
    ]) {
      const response = await pay(cookie, invoice.id, { amount, date: dayFromToday(0), method: "cash" });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message, code: "validation" });
    }
    const badMethod = await pay(cookie, invoice.id, { amount: "1.00", method: "cheque" });
    expect(badMethod.status).toBe(400);
    expect((await badMethod.json()).message).toMatch(/^Method must be one of/);
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(1);
    expect(await read(cookie, invoice.id)).toMatchObject({ amountPaid: "150.00", balanceDue: "50.00", status: "partially_paid" });
  });

  it("two payments at once that each fit the balance but not together: one is refused", async () => {
    const { cookie } = await signUp();
    const invoice = await invoiceFor(cookie);
    const answers = await Promise.all([pay(cookie, invoice.id, { amount: "150.00" }), pay(cookie, invoice.id, { amount: "150.00" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await read(cookie, invoice.id)).toMatchObject({ amountPaid: "150.00", balanceDue: "50.00" });
  });

  it("deleting a payment restores the balance and the status", async () => {
    const { cookie } = await signUp();
    const invoice = await invoiceFor(cookie);
    const paid = await (await pay(cookie, invoice.id, { amount: "200.00" })).json();
    expect(paid.status).toBe("paid");
    const response = await callRoute(deletePaymentRoute, {
      method: "DELETE",
      cookie,
      params: { id: invoice.id, paymentId: paid.payments[0].id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "issued", amountPaid: "0.00", balanceDue: "200.00", paidAt: null, payments: [] });
    const again = await callRoute(deletePaymentRoute, {
      method: "DELETE",
      cookie,
      params: { id: invoice.id, paymentId: paid.payments[0].id },
    });
    expect(again.status).toBe(404);
  });

  it("another user's invoice or payment is not found, whatever the action", async () => {
    const owner = await signUp();
    const invoice = await invoiceFor(owner.cookie);
    const paid = await (await pay(owner.cookie, invoice.id, { amount: "10.00" })).json();
    const stranger = await signUp();
    expect((await pay(stranger.cookie, invoice.id, { amount: "10.00" })).status).toBe(404);
    expect(
      (
        await callRoute(deletePaymentRoute, {
          method: "DELETE",
          cookie: stranger.cookie,
          params: { id: invoice.id, paymentId: paid.payments[0].id },
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(voidRoute, { method: "POST", cookie: stranger.cookie, params: { id: invoice.id } })).status).toBe(404);
    expect((await callRoute(publicLinkRoute, { method: "POST", cookie: stranger.cookie, params: { id: invoice.id } })).status).toBe(404);
    expect((await pay(owner.cookie, "no-such-invoice", { amount: "1.00" })).status).toBe(404);
    expect(await read(owner.cookie, invoice.id)).toMatchObject({
      amountPaid: "10.00",
      status: "partially_paid",
      voidedAt: null,
      publicUrl: invoice.publicUrl,
    });
    expect((await pay("", invoice.id, { amount: "1.00" })).status).toBe(401);
  });
});

describe("overdue", () => {
  it("is decided by the due date in UTC: due today is not overdue, due yesterday is, and it wins over partially paid", async () => {
    const { cookie } = await signUp();
    const dueToday = await invoiceFor(cookie, { invoiceDate: dayFromToday(-30), dueDate: dayFromToday(0) });
    const dueYesterday = await invoiceFor(cookie, { invoiceDate: dayFromToday(-30), dueDate: dayFromToday(-1) });
    expect(dueToday.status).toBe("issued");
    expect(dueYesterday.status).toBe("overdue");
    expect((await (await pay(cookie, dueYesterday.id, { amount: "20.00" })).json()).status).toBe("overdue");
    expect((await (await pay(cookie, dueYesterday.id, { amount: "180.00" })).json()).status).toBe("paid");
  });
});

describe("void", () => {
  it("keeps the invoice and its number, refuses payments, and the next invoice takes the next number", async () => {
    const { cookie } = await signUp();
    const invoice = await invoiceFor(cookie);
    const response = await callRoute(voidRoute, { method: "POST", cookie, params: { id: invoice.id } });
    expect(response.status).toBe(200);
    const voided = await response.json();
    expect(voided).toMatchObject({ id: invoice.id, number: "INV-1001", status: "void", balanceDue: "0.00" });
    expect(voided.voidedAt).toEqual(expect.any(String));
    const refused = await pay(cookie, invoice.id, { amount: "1.00" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "This invoice is void and takes no payments", code: "invoice_void" });
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
    const again = await (await callRoute(voidRoute, { method: "POST", cookie, params: { id: invoice.id } })).json();
    expect(again.voidedAt).toBe(voided.voidedAt);
    expect((await invoiceFor(cookie)).number).toBe("INV-1002");
  });
});

describe("GET /api/invoices?status=", () => {
  it("filters by the derived status, unpaid being every open balance", async () => {
    const { cookie } = await proSignUp();
    const issued = await invoiceFor(cookie);
    const partial = await invoiceFor(cookie);
    await pay(cookie, partial.id, { amount: "1.00" });
    const paid = await invoiceFor(cookie);
    await pay(cookie, paid.id, { amount: "200.00" });
    const overdue = await invoiceFor(cookie, { invoiceDate: dayFromToday(-40), dueDate: dayFromToday(-10) });
    const voided = await invoiceFor(cookie, { invoiceDate: dayFromToday(-40), dueDate: dayFromToday(-10) });
    await callRoute(voidRoute, { method: "POST", cookie, params: { id: voided.id } });

    const ids = async (status: string) => {
      const response = await callRoute(listRoute, { cookie, path: `/api/invoices?status=${status}` });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string; status: string }[]).map(({ id }) => id).sort();
    };
    expect(await ids("issued")).toEqual([issued.id]);
    expect(await ids("partially_paid")).toEqual([partial.id]);
    expect(await ids("paid")).toEqual([paid.id]);
    expect(await ids("overdue")).toEqual([overdue.id]);
    expect(await ids("void")).toEqual([voided.id]);
    expect(await ids("unpaid")).toEqual([issued.id, partial.id, overdue.id].sort());
    expect(await ids("sent")).toEqual([]);
    const rows = await (await callRoute(listRoute, { cookie, path: "/api/invoices" })).json();
    expect(rows.map((row: { status: string }) => row.status).sort()).toEqual(["issued", "overdue", "paid", "partially_paid", "void"]);
    const bad = await callRoute(listRoute, { cookie, path: "/api/invoices?status=late" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(
      "status must be one of issued, sent, viewed, partially_paid, paid, overdue, void, credited, refundDue, deleted, unpaid",
    );
  });
});

describe("dashboard money figures", () => {
  it("sums outstanding, overdue and this month's payments per currency, leaving void invoices out", async () => {
    const { cookie } = await proSignUp();
    const usd = await invoiceFor(cookie);
    await pay(cookie, usd.id, { amount: "50.25" });
    const lateUsd = await invoiceFor(cookie, { invoiceDate: dayFromToday(-40), dueDate: dayFromToday(-5) });
    const eur = await invoiceFor(cookie, { currency: "EUR" });
    await pay(cookie, eur.id, { amount: "200.00" });
    const lastMonth = new Date(Date.parse(`${utcToday().slice(0, 7)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const eur2 = await invoiceFor(cookie, { currency: "EUR" });
    await pay(cookie, eur2.id, { amount: "30.00", date: lastMonth });
    // A paid invoice can't be voided any more (issue #25), but those voided before can: their payments leave the figures too.
    const voided = await invoiceFor(cookie, { invoiceDate: dayFromToday(-40), dueDate: dayFromToday(-5) });
    await pay(cookie, voided.id, { amount: "5.00" });
    expect((await callRoute(voidRoute, { method: "POST", cookie, params: { id: voided.id } })).status).toBe(409);
    await db.invoice.update({ where: { id: voided.id }, data: { voidedAt: new Date() } });

    const stats = await (await callRoute(statsRoute, { cookie })).json();
    expect(stats.outstanding).toEqual([
      { currency: "EUR", amount: "170.00" },
      { currency: "USD", amount: "349.75" },
    ]);
    expect(stats.overdue).toEqual([{ currency: "USD", amount: "200.00" }]);
    expect(stats.paidThisMonth).toEqual([
      { currency: "EUR", amount: "200.00" },
      { currency: "USD", amount: "50.25" },
    ]);
    expect(lateUsd.status).toBe("overdue");
  });
});

describe("POST /api/invoices/{id}/public-link", () => {
  it("replaces the token: a new publicUrl of 256 random bits", async () => {
    const { cookie } = await signUp();
    const invoice = await invoiceFor(cookie);
    const response = await callRoute(publicLinkRoute, { method: "POST", cookie, params: { id: invoice.id } });
    expect(response.status).toBe(200);
    const replaced = await response.json();
    expect(replaced.publicUrl).not.toBe(invoice.publicUrl);
    expect(replaced.publicUrl).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);
    expect(await read(cookie, invoice.id)).toMatchObject({ publicUrl: replaced.publicUrl });
  });
});
