import { readFileSync } from "node:fs";
import path from "node:path";
import { GET as invoiceRoute } from "@/app/api/invoices/[id]/route";
import { POST as assignRoute } from "@/app/api/payments/import/assign/route";
import { POST as importRoute } from "@/app/api/payments/import/route";
import { db } from "@/lib/db";
import { STATEMENT_MESSAGES } from "@/lib/payments/statements/read-statement-upload";
import { signUp } from "./support/accounts";
import { BASE_URL, callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #27: bank statements that book themselves, through the real route and database, with the
// camt.053 / camt.054 / CSV fixtures of tests/fixtures/statements.

const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/statements", name));

type Invoice = { id: string; number: string; status: string; amountPaid: string; balanceDue: string; paymentReference: string };

function upload(cookie: string, file: Uint8Array | string, fields: Record<string, string> = {}, name = "statement.xml") {
  const form = new FormData();
  form.set("file", new Blob([typeof file === "string" ? file : new Uint8Array(file)]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return importRoute(new Request(new URL("/api/payments/import", BASE_URL), { method: "POST", body: form, headers: { cookie } }));
}

const assign = (cookie: string, body: unknown) =>
  callRoute(assignRoute, { method: "POST", cookie, body, path: "/api/payments/import/assign" });
const read = async (cookie: string, id: string): Promise<Invoice> => (await callRoute(invoiceRoute, { cookie, params: { id } })).json();
const paymentsOf = (userId: string) => db.payment.count({ where: { invoice: { userId } } });

/** A Pro user (more than three invoices a month) whose invoices INV-1001… go to Acme Corp and Nordic Pixel AB, 200.00 each. */
async function supplierWithInvoices(currency: string, count: number, bankgiroFrom = 2) {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  const acme = await addCustomer(account.cookie, { name: "Acme Corp" });
  const nordic = await addCustomer(account.cookie, { name: "Nordic Pixel AB" });
  const invoices: Invoice[] = [];
  for (let index = 1; index <= count; index += 1) {
    // The first invoice is issued before the Bankgiro is saved: an RF reference; the rest get OCR.
    if (index === bankgiroFrom) await db.user.update({ where: { id: account.user.id }, data: { bankgiro: "5050-1055" } });
    const customer = index === 5 ? nordic : acme;
    const response = await postInvoice(account.cookie, invoicePayload(customer.id, { currency }));
    expect(response.status).toBe(201);
    invoices.push(await response.json());
  }
  expect(invoices.map((invoice) => invoice.number)).toEqual(invoices.map((_, index) => `INV-${1001 + index}`));
  expect(invoices.every((invoice) => invoice.balanceDue === "200.00")).toBe(true);
  return { ...account, invoices };
}

describe("importing a camt.053 statement", () => {
  it("books the credits by reference (several spellings), invoice number, amount and name; flags the overpayment; lists the rest", async () => {
    const { cookie, user, invoices } = await supplierWithInvoices("SEK", 7);
    const response = await upload(cookie, fixture("camt053-nordic-bank.xml"));
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.matched.map((match: Record<string, unknown>) => [match.invoiceNumber, match.amount, match.by, match.overpaid])).toEqual([
      ["INV-1001", "200.00", "reference", false],
      ["INV-1002", "200.00", "reference", false],
      ["INV-1003", "200.00", "reference", false],
      ["INV-1004", "200.00", "invoice_number", false],
      ["INV-1005", "200.00", "amount_and_name", false],
      ["INV-1006", "250.00", "reference", true],
      ["INV-1007", "200.00", "reference", false],
    ]);
    expect(result.unmatched).toEqual([
      expect.objectContaining({
        date: "2026-11-20",
        amount: "50.00",
        reference: "999999999",
        counterparty: "Someone Else",
        entryReference: "SEB-20261120-0007",
      }),
      expect.objectContaining({
        date: "2026-11-20",
        amount: "75.00",
        reference: null,
        counterparty: "Unknown Payer AB",
        entryReference: "SEB-20261120-0010-B",
      }),
    ]);
    expect(result.duplicates).toBe(0);

    // The overpaid one owes the customer 50.00 back (issue #25: more paid than is left is refundDue).
    const statuses = await Promise.all(invoices.map(async (invoice) => (await read(cookie, invoice.id)).status));
    expect(statuses).toEqual(["paid", "paid", "paid", "paid", "paid", "refundDue", "paid"]);
    expect(await read(cookie, invoices[5]?.id as string)).toMatchObject({ amountPaid: "250.00", balanceDue: "0.00", refundDue: "50.00" });
    const payment = await db.payment.findFirstOrThrow({ where: { invoiceId: invoices[0]?.id } });
    expect(payment).toMatchObject({ method: "bank_transfer", note: "Bank entry SEB-20261120-0001 from Acme Corp" });
    expect(payment.date.toISOString().slice(0, 10)).toBe("2026-11-20");

    // The same statement again books nothing new.
    const again = await (await upload(cookie, fixture("camt053-nordic-bank.xml"))).json();
    expect([again.matched, again.unmatched.length, again.duplicates]).toEqual([[], 2, 7]);
    expect(await paymentsOf(user.id)).toBe(7);

    // An unmatched line assigned by hand; then the statement counts it as booked too.
    const assigned = await assign(cookie, {
      invoiceId: invoices[0]?.id,
      entryReference: "SEB-20261120-0007",
      amount: "50.00",
      date: "2026-11-20",
      counterparty: "Someone Else",
    });
    expect(assigned.status).toBe(201);
    expect(await assigned.json()).toMatchObject({ invoiceNumber: "INV-1001", amount: "50.00", by: "manual", overpaid: true });
    expect(
      (await assign(cookie, { invoiceId: invoices[1]?.id, entryReference: "SEB-20261120-0007", amount: "50.00", date: "2026-11-20" }))
        .status,
    ).toBe(409);
    const third = await (await upload(cookie, fixture("camt053-nordic-bank.xml"))).json();
    expect([third.unmatched.length, third.duplicates]).toEqual([1, 8]);
  });

  it("books each entry once when the same statement is imported twice at the same moment", async () => {
    const { cookie, user } = await supplierWithInvoices("SEK", 7);
    const results = await Promise.all([
      upload(cookie, fixture("camt053-nordic-bank.xml")),
      upload(cookie, fixture("camt053-nordic-bank.xml")),
    ]);
    const bodies = await Promise.all(results.map((response) => response.json()));
    expect(bodies.map((body) => body.matched.length).sort()).toEqual([0, 7]);
    expect(await paymentsOf(user.id)).toBe(7);
  });

  it("matches only the importing user's invoices", async () => {
    await supplierWithInvoices("SEK", 7);
    const stranger = await signUp();
    const result = await (await upload(stranger.cookie, fixture("camt053-nordic-bank.xml"))).json();
    expect([result.matched.length, result.unmatched.length]).toEqual([0, 9]);
  });
});

describe("camt.054 and CSV", () => {
  it("books a camt.054 credit with the RF reference in groups of four as a part payment", async () => {
    const { cookie, invoices } = await supplierWithInvoices("EUR", 1);
    const result = await (await upload(cookie, fixture("camt054-credit-notification.xml"))).json();
    expect(result.matched).toEqual([
      expect.objectContaining({ invoiceNumber: "INV-1001", amount: "80.00", by: "reference", overpaid: false }),
    ]);
    expect(await read(cookie, invoices[0]?.id as string)).toMatchObject({ status: "partially_paid", balanceDue: "120.00" });
  });

  it("books a Swedish CSV export found by its column names, and one with the mapping in the request", async () => {
    const { cookie } = await supplierWithInvoices("SEK", 4);
    const result = await (await upload(cookie, fixture("bank-export.csv"), {}, "export.csv")).json();
    expect(result.matched.map((match: Record<string, unknown>) => [match.invoiceNumber, match.amount, match.by, match.overpaid])).toEqual([
      ["INV-1002", "1200.00", "reference", true],
      ["INV-1004", "200.00", "invoice_number", false],
    ]);
    const csv = "When,Text,Who,Sum\n2026-11-24,Betalning 100362,Acme Corp,200.00\n";
    const mapped = await upload(
      cookie,
      csv,
      { mapping: JSON.stringify({ date: "When", message: "Text", counterparty: "Who", amount: "Sum" }), currency: "SEK" },
      "x.csv",
    );
    expect((await mapped.json()).matched).toEqual([expect.objectContaining({ invoiceNumber: "INV-1003", by: "reference" })]);
  });
});

describe("refused statements write nothing", () => {
  it("malformed XML is a 400 naming the line; a broken entry after good ones books none of them", async () => {
    const { cookie, user } = await supplierWithInvoices("SEK", 7);
    const malformed = await upload(cookie, '<?xml version="1.0"?>\n<Document>\n<BkToCstmrStmt>\n</Document>');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/^The file is not well-formed XML: .*\(at line 4, column \d+\)$/);
    const broken = fixture("camt053-nordic-bank.xml").toString("utf8").replace('<Amt Ccy="SEK">50.00</Amt>', '<Amt Ccy="SEK">fifty</Amt>');
    const answer = await upload(cookie, broken);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(
      /^Entry 7 \(<Ntry> on line \d+\), <Amt> on line \d+: the amount "fifty" is not an amount$/,
    );
    expect(await paymentsOf(user.id)).toBe(0);
  });

  it("a file over 5 MB is a 413, a request without a file 400, one that is not multipart 415", async () => {
    const { cookie, user } = await supplierWithInvoices("SEK", 1);
    const large = await upload(cookie, new Uint8Array(5 * 1024 * 1024 + 1).fill(32));
    expect(large.status).toBe(413);
    expect((await large.json()).message).toBe(STATEMENT_MESSAGES.tooLarge);
    const form = new FormData();
    form.set("mapping", "{}");
    const empty = await importRoute(
      new Request(new URL("/api/payments/import", BASE_URL), { method: "POST", body: form, headers: { cookie } }),
    );
    expect([empty.status, (await empty.json()).message]).toEqual([400, STATEMENT_MESSAGES.noFile]);
    const json = await callRoute(importRoute, { method: "POST", cookie, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(await paymentsOf(user.id)).toBe(0);
  });

  it("is 401 without a session", async () => {
    const form = new FormData();
    form.set("file", new Blob(["x"]), "a.csv");
    expect((await importRoute(new Request(new URL("/api/payments/import", BASE_URL), { method: "POST", body: form }))).status).toBe(401);
  });
});
