import { GET as listCreditNotesRoute } from "@/app/api/credit-notes/route";
import { GET as creditNoteRoute } from "@/app/api/credit-notes/[id]/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { POST as refundRoute } from "@/app/api/invoices/[id]/refunds/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { GET as invoiceRoute } from "@/app/api/invoices/[id]/route";
import { GET as listInvoicesRoute } from "@/app/api/invoices/route";
import { GET as statsRoute } from "@/app/api/dashboard/stats/route";
import { db } from "@/lib/db";
import { utcToday } from "@/lib/invoices/invoice-status";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { proSeller } from "./support/sales";
import { SWEDISH_SUPPLIER } from "./support/swedish-supplier";

// Issue #25: credit notes and refunds through the real routes on PostgreSQL.

const SWEDISH_BUSINESS = { customerType: "business", name: "Kund AB", email: "faktura@kund.example", country: "SE" };
const GERMAN_BUSINESS = {
  customerType: "business",
  name: "Kunde GmbH",
  email: "rechnung@kunde.example",
  country: "DE",
  vatNumber: "DE136695976",
};

const LINES = [
  { description: "Design work", quantity: 2, rate: "100.00" },
  { description: "Hosting", quantity: 3, rate: "33.33" },
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function invoiceOf(cookie: string, customer: Record<string, unknown>, overrides: Record<string, unknown> = {}): Promise<Json> {
  const { id } = await addCustomer(cookie, customer);
  const response = await postInvoice(cookie, invoicePayload(id, { currency: "SEK", dueDate: "2099-12-31", items: LINES, ...overrides }));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

const credit = (cookie: string, id: string, body: unknown) => callRoute(creditRoute, { method: "POST", cookie, params: { id }, body });
const refund = (cookie: string, id: string, body: unknown) => callRoute(refundRoute, { method: "POST", cookie, params: { id }, body });
const pay = (cookie: string, id: string, amount: string) =>
  callRoute(paymentsRoute, { method: "POST", cookie, params: { id }, body: { amount, method: "bank_transfer" } });
const readInvoice = async (cookie: string, id: string): Promise<Json> => (await callRoute(invoiceRoute, { cookie, params: { id } })).json();
const listByStatus = async (cookie: string, status: string): Promise<Json[]> =>
  (await callRoute(listInvoicesRoute, { cookie, path: `/api/invoices?status=${status}` })).json();

describe("credit notes", () => {
  it("a full credit copies the invoice's lines and tax to the cent, numbered CN-1001, and the invoice is credited", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const invoice = await invoiceOf(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b" });
    // 200.00 + 99.99 at 25 %: tax 74.9975 → 75.00 (rounded once), total 374.99.
    expect(invoice).toMatchObject({ subtotal: "299.99", tax: "75.00", total: "374.99" });

    const response = await credit(cookie, invoice.id, { reason: "Order cancelled" });
    expect(response.status).toBe(201);
    const note = await response.json();
    expect(note).toMatchObject({
      number: "CN-1001",
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      invoiceDate: "2026-11-02",
      issueDate: utcToday(),
      currency: "SEK",
      language: "en",
      subtotal: "299.99",
      tax: "75.00",
      total: "374.99",
      reason: "Order cancelled",
      customer: { name: "Kund AB", country: "SE" },
      supplier: { name: "Svensk Konsult AB", vatNumber: "SE556036079301" },
      taxExplanation: invoice.taxExplanation,
    });
    expect(note.items).toEqual(invoice.items);

    const after = await readInvoice(cookie, invoice.id);
    expect(after).toMatchObject({ status: "credited", amountCredited: "374.99", balanceDue: "0.00", refundDue: "0.00" });
    expect(after.creditNotes).toEqual([{ id: note.id, number: "CN-1001", total: "374.99", issueDate: utcToday() }]);
    expect((await listByStatus(cookie, "credited")).map((row) => row.id)).toEqual([invoice.id]);
    expect(await listByStatus(cookie, "unpaid")).toEqual([]);

    // History (issue #25): `created` on the credit note with its content hash, `credited` on the invoice, in its transaction.
    const entries = await db.historyEntry.findMany({
      where: { OR: [{ creditNoteId: note.id }, { invoiceId: invoice.id }] },
      orderBy: { sequence: "asc" },
    });
    expect(entries.map((entry) => [entry.type, entry.invoiceId === null ? "credit note" : "invoice"])).toEqual([
      ["created", "invoice"],
      ["created", "credit note"],
      ["credited", "invoice"],
    ]);
    expect(entries[1]?.detail).toMatchObject({
      number: "CN-1001",
      invoiceNumber: invoice.number,
      total: "374.99",
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(entries[2]?.detail).toMatchObject({ creditNoteId: note.id, reason: "Order cancelled" });

    const again = await credit(cookie, invoice.id, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "nothing_to_credit",
      message: `Invoice ${invoice.number} is already fully credited: nothing is left to credit`,
    });
  });

  it("partial credits: tax per line at the invoice's rates, the limit named in a 400, the rest credited exactly, then 409", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const invoice = await invoiceOf(cookie, SWEDISH_BUSINESS, { vatScenario: "domestic_b2b" });

    const partial = await credit(cookie, invoice.id, {
      reason: "One hosting month not delivered",
      items: [{ description: "Hosting", quantity: 1, rate: "33.33" }],
    });
    expect(partial.status).toBe(201);
    expect(await partial.json()).toMatchObject({
      number: "CN-1001",
      subtotal: "33.33",
      tax: "8.33",
      total: "41.66",
      items: [{ description: "Hosting", quantity: 1, rate: "33.33", amount: "33.33", taxRate: "25.00", taxAmount: "8.33" }],
    });
    expect(await readInvoice(cookie, invoice.id)).toMatchObject({ status: "issued", amountCredited: "41.66", balanceDue: "333.33" });

    // 374.99 − 41.66 = 333.33 is left: 300.00 net + 75.00 tax is more.
    const tooMuch = await credit(cookie, invoice.id, {
      reason: "Too much",
      items: [{ description: "Design work", quantity: 3, rate: "100.00" }],
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({
      code: "credit_above_limit",
      limit: "333.33",
      message: `The credit note's total (375.00 SEK) is more than what is still creditable on invoice ${invoice.number}: at most 333.33 SEK`,
    });
    expect(await db.creditNote.count({ where: { invoiceId: invoice.id } })).toBe(1);

    const rest = await (await credit(cookie, invoice.id, { reason: "Cancelled" })).json();
    expect(rest).toMatchObject({ number: "CN-1002", subtotal: "266.66", tax: "66.67", total: "333.33" });
    expect(rest.items).toEqual([
      {
        description: `Remaining amount of invoice ${invoice.number}`,
        quantity: 1,
        rate: "266.66",
        amount: "266.66",
        taxRate: "25.00",
        taxAmount: "66.67",
      },
    ]);
    expect(await readInvoice(cookie, invoice.id)).toMatchObject({ status: "credited", amountCredited: "374.99", balanceDue: "0.00" });
    expect((await credit(cookie, invoice.id, { reason: "More", items: [{ description: "x", quantity: 1, rate: "0.01" }] })).status).toBe(
      409,
    );
  });

  it("keeps the reverse charge: 0 % and the invoice's wording on every credited line", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const invoice = await invoiceOf(cookie, GERMAN_BUSINESS, { vatScenario: "intra_region_b2b", currency: "EUR" });
    expect(invoice.reverseCharge).toBe(true);
    const note = await (
      await credit(cookie, invoice.id, { reason: "Discount", items: [{ description: "Design work", quantity: 1, rate: "50.00" }] })
    ).json();
    expect(note).toMatchObject({ subtotal: "50.00", tax: "0.00", total: "50.00", reverseCharge: true, currency: "EUR" });
    expect(note.items[0]).toMatchObject({ taxRate: "0.00", taxAmount: "0.00" });
    expect(note.taxExplanation).toMatch(/^Reverse charge – Article 196/);
  });

  it("refuses a missing reason, bad lines and someone else's invoice, writing nothing", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const invoice = await invoiceOf(cookie, SWEDISH_BUSINESS);
    const noReason = await credit(cookie, invoice.id, {});
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ message: "Reason is required" });
    const badLine = await credit(cookie, invoice.id, { reason: "x", items: [{ description: "Hosting", quantity: 1.5, rate: "1.00" }] });
    expect(badLine.status).toBe(400);
    const zero = await credit(cookie, invoice.id, { reason: "x", items: [{ description: "Hosting", quantity: 1, rate: "0" }] });
    expect(zero.status).toBe(400);

    const stranger = await signUp();
    const response = await credit(stranger.cookie, invoice.id, { reason: "Not mine" });
    expect(response.status).toBe(404);
    expect((await callRoute(creditNoteRoute, { cookie: stranger.cookie, params: { id: invoice.id } })).status).toBe(404);
    expect((await refund(stranger.cookie, invoice.id, { amount: "1.00" })).status).toBe(404);
    expect(await db.creditNote.count({ where: { invoiceId: invoice.id } })).toBe(0);

    const mine = await (await credit(cookie, invoice.id, { reason: "Mine" })).json();
    expect((await callRoute(creditNoteRoute, { cookie: stranger.cookie, params: { id: mine.id } })).status).toBe(404);
    expect(await (await callRoute(creditNoteRoute, { cookie, params: { id: mine.id } })).json()).toEqual(mine);
  });

  it("20 concurrent credit notes are numbered CN-1001…CN-1020 without gaps or repeats, and none passes the limit", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    // 200.00 without tax (a US customer): 21 credits of 10.00 would be 210.00, so exactly 20 fit.
    const invoice = await invoiceOf(
      cookie,
      { ...SWEDISH_BUSINESS, country: "US" },
      { vatScenario: "export_business", items: [{ description: "Work", quantity: 1, rate: "200.00" }] },
    );
    const tenner = { reason: "Part", items: [{ description: "Work", quantity: 1, rate: "10.00" }] };
    const responses = await Promise.all(Array.from({ length: 21 }, () => credit(cookie, invoice.id, tenner)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(20).fill(201), 409]);
    const numbers = (await db.creditNote.findMany({ where: { invoiceId: invoice.id }, select: { number: true } })).map(
      (note) => note.number,
    );
    expect(numbers.sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))).toEqual(
      Array.from({ length: 20 }, (_, index) => `CN-${1001 + index}`),
    );
    expect(await readInvoice(cookie, invoice.id)).toMatchObject({ status: "credited", amountCredited: "200.00" });
  });

  it("credit notes never take one of the Free plan's 3 invoices a month", async () => {
    const { cookie, user } = await signUp();
    const first = await invoiceOf(cookie, { name: "Buyer" });
    await invoiceOf(cookie, { name: "Buyer 2" });
    expect((await credit(cookie, first.id, { reason: "Cancelled" })).status).toBe(201);
    expect((await credit(cookie, (await invoiceOf(cookie, { name: "Buyer 3" })).id, { reason: "Cancelled" })).status).toBe(201);
    const quota = await db.invoiceQuota.findMany({ where: { userId: user.id } });
    expect(quota.map((row) => row.used)).toEqual([3]);
  });

  it("lists credit notes newest first, paged with a Link header", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    for (const name of ["A", "B", "C"]) {
      const invoice = await invoiceOf(cookie, { ...SWEDISH_BUSINESS, name });
      await credit(cookie, invoice.id, { reason: `Credit ${name}` });
    }
    const first = await callRoute(listCreditNotesRoute, { cookie, path: "/api/credit-notes?limit=2" });
    const page = await first.json();
    expect(page.map((note: Json) => note.number)).toEqual(["CN-1003", "CN-1002"]);
    const next = first.headers.get("Link")?.match(/<([^>]+)>/)?.[1];
    expect(next).toBeDefined();
    const second = await (await callRoute(listCreditNotesRoute, { cookie, path: next })).json();
    expect(second.map((note: Json) => note.number)).toEqual(["CN-1001"]);
    const found = await (await callRoute(listCreditNotesRoute, { cookie, path: "/api/credit-notes?q=CN-1002" })).json();
    expect(found.map((note: Json) => note.reason)).toEqual(["Credit B"]);
  });
});

describe("balance, statuses and refunds", () => {
  it("paid, then credited in part: refundDue until the refund is recorded, then paid; outstanding leaves the dashboard", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const invoice = await invoiceOf(
      cookie,
      { ...SWEDISH_BUSINESS, country: "US" },
      { vatScenario: "export_business", items: [{ description: "Work", quantity: 1, rate: "200.00" }] },
    );
    expect((await pay(cookie, invoice.id, "150.00")).status).toBe(201);
    expect((await refund(cookie, invoice.id, { amount: "1.00" })).status).toBe(409);

    await credit(cookie, invoice.id, { reason: "Half cancelled", items: [{ description: "Work", quantity: 1, rate: "100.00" }] });
    expect(await readInvoice(cookie, invoice.id)).toMatchObject({
      status: "refundDue",
      amountPaid: "150.00",
      amountCredited: "100.00",
      balanceDue: "0.00",
      refundDue: "50.00",
    });
    expect((await listByStatus(cookie, "refundDue")).map((row) => row.id)).toEqual([invoice.id]);

    const tooMuch = await refund(cookie, invoice.id, { amount: "50.01" });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ message: "Amount must not be more than the refund due (50.00 SEK)" });

    const refunded = await refund(cookie, invoice.id, { amount: "50.00", date: "2026-11-20", method: "bank_transfer", note: "Sent back" });
    expect(refunded.status).toBe(201);
    expect(await refunded.json()).toMatchObject({
      status: "paid",
      amountRefunded: "50.00",
      refundDue: "0.00",
      balanceDue: "0.00",
      refunds: [{ amount: "50.00", date: "2026-11-20", method: "bank_transfer", note: "Sent back" }],
    });
    expect((await listByStatus(cookie, "paid")).map((row) => row.id)).toEqual([invoice.id]);
    const refundEntry = await db.historyEntry.findFirstOrThrow({ where: { invoiceId: invoice.id, type: "refund_recorded" } });
    expect(refundEntry.detail).toMatchObject({ amount: "50.00", date: "2026-11-20", method: "bank_transfer" });
    expect(await listByStatus(cookie, "refundDue")).toEqual([]);
  });

  it("unpaid and partly credited: the balance and the dashboard's outstanding drop by the credit", async () => {
    const { cookie } = await proSeller(SWEDISH_SUPPLIER);
    const invoice = await invoiceOf(
      cookie,
      { ...SWEDISH_BUSINESS, country: "US" },
      { vatScenario: "export_business", items: [{ description: "Work", quantity: 1, rate: "200.00" }] },
    );
    const credited = await invoiceOf(
      cookie,
      { ...SWEDISH_BUSINESS, country: "US" },
      { vatScenario: "export_business", items: [{ description: "Work", quantity: 1, rate: "80.00" }] },
    );
    await credit(cookie, invoice.id, { reason: "Discount", items: [{ description: "Work", quantity: 1, rate: "30.00" }] });
    await credit(cookie, credited.id, { reason: "Cancelled" });
    await pay(cookie, invoice.id, "20.00");
    expect(await readInvoice(cookie, invoice.id)).toMatchObject({ status: "partially_paid", balanceDue: "150.00" });
    const tooMuch = await pay(cookie, invoice.id, "150.01");
    expect(tooMuch.status).toBe(400);
    const stats = await (await callRoute(statsRoute, { cookie })).json();
    expect(stats.outstanding).toEqual([{ currency: "SEK", amount: "150.00" }]);
    expect((await pay(cookie, invoice.id, "150.00")).status).toBe(201);
    expect(await readInvoice(cookie, invoice.id)).toMatchObject({ status: "paid", balanceDue: "0.00", paidAt: utcToday() });
  });
});
