import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GET as listRoute, POST as createRoute } from "@/app/api/quotes/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/quotes/[id]/route";
import { POST as convertRoute } from "@/app/api/quotes/[id]/convert/route";
import { GET as invoiceRoute } from "@/app/api/invoices/[id]/route";
import { POST as acceptRoute } from "@/app/q/[token]/accept/route";
import { POST as declineRoute } from "@/app/q/[token]/decline/route";
import { db } from "@/lib/db";
import { consumeDocumentEmailAllowance, consumeInvoiceEmailAllowance } from "@/lib/invoices/invoice-email-limits";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";
import { loadReactPdf, readPdf, squeeze } from "../support/read-pdf";
import { callRoute } from "./support/call-route";
import { markEmailVerified, signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

const outboxDir = isolateEmailEnv({ EMAIL_FROM: "InvoiceFlow <invoices@invoiceflow.example>" });
let sendRoute: (typeof import("@/app/api/quotes/[id]/send/route"))["POST"];
let pdfRoute: (typeof import("@/app/api/quotes/[id]/pdf/route"))["GET"];
let publicPdfRoute: (typeof import("@/app/q/[token]/pdf/route"))["GET"];

// react-pdf ships only ES modules: load the real one natively before anything renders a PDF.
beforeAll(async () => {
  await loadReactPdf();
  ({ POST: sendRoute } = await import("@/app/api/quotes/[id]/send/route"));
  ({ GET: pdfRoute } = await import("@/app/api/quotes/[id]/pdf/route"));
  ({ GET: publicPdfRoute } = await import("@/app/q/[token]/pdf/route"));
}, 60_000);

// Each test signs up several accounts from one address: the signup limit is not what is tested here.
beforeEach(() => db.rateLimitBucket.deleteMany());

let addresses = 0;
/** A client address of its own for each call site, so one test's misses never limit another's. */
const newAddress = () => `198.51.100.${++addresses}`;
const tokenOf = (quote: { publicUrl: string }) => quote.publicUrl.split("/").pop() as string;

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

type Quote = { id: string; number: string; publicUrl: string; status: string; total: string };

/** The outbox's mails written after `before` (file names), parsed. */
async function newMails(before: Set<string>) {
  const files = fs.readdirSync(outboxDir()).filter((file) => !before.has(file));
  return Promise.all(files.map((file) => parseMail(fs.readFileSync(path.join(outboxDir(), file)))));
}

function answer(route: typeof acceptRoute, token: string, options: { name?: string; browser?: boolean; address?: string } = {}) {
  const headers: Record<string, string> = fromAddress(options.address ?? newAddress(), {
    "content-type": "application/x-www-form-urlencoded",
    accept: options.browser ? "text/html,application/xhtml+xml" : "application/json",
  });
  const body = options.name === undefined ? "" : new URLSearchParams({ name: options.name }).toString();
  return callRoute(route, { method: "POST", path: `/q/${token}/x`, params: { token }, headers, body });
}

async function storedQuote(id: string) {
  return db.quote.findUniqueOrThrow({ where: { id } });
}

describe("GET /api/quotes/{id}/pdf", () => {
  it.each([
    ["en", "Quote", "Valid until"],
    ["de", "Angebot", "Gültig bis"],
    ["sv", "Offert", "Giltig till"],
  ])("prints a %s quote as %s with its last valid day, saved as quote-{number}.pdf", async (language, title, validUntil) => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const quote: Quote = await createdQuote(cookie, quotePayload(customer.id, { language }));
    const response = await callRoute(pdfRoute, { cookie, params: { id: quote.id }, path: `/api/quotes/${quote.id}/pdf` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="quote-Q-1001.pdf"');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.info.Title).toBe(`${title} Q-1001`);
    expect(pdf.squeezed).toContain(squeeze(`${title.toUpperCase()}`));
    expect(pdf.squeezed).toContain(squeeze(validUntil));
    expect(pdf.squeezed).not.toContain(squeeze(language === "en" ? "Invoice" : language === "de" ? "Rechnung" : "Faktura"));
    expect(pdf.squeezed).toContain(squeeze("Design work"));
    const stranger = await signUp();
    expect((await callRoute(pdfRoute, { cookie: stranger.cookie, params: { id: quote.id } })).status).toBe(404);
  });
});

describe("sending a quote and the customer's answer", () => {
  async function sentQuote(overrides: Record<string, unknown> = {}) {
    const account = await signUp({ businessType: "business", businessName: "Nordic Pixel AB", country: "SE" });
    await markEmailVerified(account.user.id);
    const customer = await addCustomer(account.cookie);
    const quote: Quote = await createdQuote(account.cookie, quotePayload(customer.id, overrides));
    const before = new Set(fs.readdirSync(outboxDir()));
    const response = await callRoute(sendRoute, { method: "POST", cookie: account.cookie, params: { id: quote.id } });
    expect(response.status).toBe(200);
    return { ...account, quote, mails: await newMails(before) };
  }

  it("e-mails the quote with its PDF and its link; the status is sent", async () => {
    const { quote, mails } = await sentQuote();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Quote Q-1001 from Nordic Pixel AB");
    expect(mail!.to?.[0]?.address).toBe("billing@acme.example");
    expect(mail!.text).toContain(quote.publicUrl);
    expect(mail!.attachments.map((file) => file.filename)).toEqual(["quote-Q-1001.pdf"]);
    expect(await storedQuote(quote.id)).toMatchObject({ status: "sent", sentTo: "billing@acme.example" });
  });

  it("refuses to send for an unconfirmed address, as invoices do", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const quote: Quote = await createdQuote(cookie, quotePayload(customer.id));
    const response = await callRoute(sendRoute, { method: "POST", cookie, params: { id: quote.id } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("email_unverified");
    expect((await storedQuote(quote.id)).status).toBe("draft");
  });

  it("counts quote e-mails apart from invoice e-mails: a day's invoice mails used up leave the quotes', and the other way round", async () => {
    const { cookie, user } = await signUp();
    await markEmailVerified(user.id);
    const customer = await addCustomer(cookie);
    const quote: Quote = await createdQuote(cookie, quotePayload(customer.id));
    const sender = { id: user.id, isPro: false };
    // The Free plan's 10 invoice e-mails of the day, as ten invoices' Send would use them.
    for (let i = 0; i < 10; i += 1) await consumeInvoiceEmailAllowance(sender, `invoice-${i}`);
    await expect(consumeInvoiceEmailAllowance(sender, "invoice-10")).rejects.toMatchObject({ code: "invoice_email_limit" });
    const invoiceDay = () => db.rateLimitBucket.findUniqueOrThrow({ where: { key: `invoice-email:free:${user.id}` } });
    const invoiceDayCount = (await invoiceDay()).count;

    const send = () => callRoute(sendRoute, { method: "POST", cookie, params: { id: quote.id } });
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    const fourth = await send();
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      code: "quote_email_limit",
      message: expect.stringMatching(/^You can e-mail the same quote at most 3 times an hour\. Please try again in /),
    });

    // The quotes' own day: 3 sent above and 7 more make 10; the 11th is refused, the invoices' day untouched by them.
    for (let i = 0; i < 7; i += 1) await consumeDocumentEmailAllowance("quote", sender, `quote-${i}`);
    const second: Quote = await createdQuote(cookie, quotePayload(customer.id));
    const refused = await callRoute(sendRoute, { method: "POST", cookie, params: { id: second.id } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^You have reached the Free plan's limit of 10 quote e-mails per day\./);
    expect((await storedQuote(second.id)).status).toBe("draft");
    expect((await invoiceDay()).count).toBe(invoiceDayCount);
  });

  it("records the customer's name, the time and the address's hash on accepting, tells the freelancer, and keeps the quote", async () => {
    const { cookie, user, quote } = await sentQuote();
    const before = new Set(fs.readdirSync(outboxDir()));
    const address = newAddress();
    const accepted = await answer(acceptRoute, tokenOf(quote), { name: "  Jane   Doe ", browser: true, address });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(`http://localhost:3000/q/${tokenOf(quote)}`);
    expect(accepted.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const row = await storedQuote(quote.id);
    expect(row).toMatchObject({ status: "accepted", acceptedName: "Jane Doe" });
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(row.acceptedAddressHash).toBe(createHash("sha256").update(`quote-acceptance:${address}`).digest("hex"));
    expect(row.acceptedAddressHash).not.toContain(address);

    const mails = await newMails(before);
    expect(mails.map((mail) => [mail.to?.[0]?.address, mail.subject])).toEqual([[user.email, "Quote Q-1001 was accepted by Jane Doe"]]);

    // An accepted quote is a record: no change, no deletion, no second answer.
    const params = { id: quote.id };
    const put = await callRoute(updateRoute, { method: "PUT", cookie, params, body: quotePayload(row.customerId!) });
    expect(put.status).toBe(409);
    expect((await put.json()).code).toBe("quote_accepted");
    expect((await callRoute(deleteRoute, { method: "DELETE", cookie, params })).status).toBe(409);
    const again = await answer(declineRoute, tokenOf(quote));
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("quote_not_open");
    expect((await storedQuote(quote.id)).status).toBe("accepted");
  });

  it("asks for the name: without one nothing is recorded and the page is told", async () => {
    const { quote } = await sentQuote();
    const browser = await answer(acceptRoute, tokenOf(quote), { name: " ", browser: true });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe(`http://localhost:3000/q/${tokenOf(quote)}?error=name`);
    const api = await answer(acceptRoute, tokenOf(quote), {});
    expect(api.status).toBe(400);
    expect((await api.json()).message).toBe("Please type your name to accept the quote");
    expect(await storedQuote(quote.id)).toMatchObject({ status: "sent", acceptedName: null, acceptedAt: null });
  });

  it("declines: the quote is declined and can't be accepted after; a change makes it a draft again", async () => {
    const { cookie, quote } = await sentQuote();
    expect((await answer(declineRoute, tokenOf(quote), { browser: true })).status).toBe(303);
    expect(await storedQuote(quote.id)).toMatchObject({ status: "declined" });
    const late = await answer(acceptRoute, tokenOf(quote), { name: "Jane Doe" });
    expect(late.status).toBe(409);
    const row = await storedQuote(quote.id);
    const put = await callRoute(updateRoute, { method: "PUT", cookie, params: { id: quote.id }, body: quotePayload(row.customerId!) });
    expect(put.status).toBe(200);
    expect((await put.json()).status).toBe("draft");
  });

  it("expires after validUntil: shown as expired and it can't be accepted", async () => {
    const { cookie, quote } = await sentQuote();
    // Its last valid day has passed (yesterday, UTC); sending it now would be refused.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await db.quote.update({ where: { id: quote.id }, data: { quoteDate: new Date("2026-01-05"), validUntil: new Date(yesterday) } });
    const read = await (await callRoute(getRoute, { cookie, params: { id: quote.id } })).json();
    expect(read.status).toBe("expired");
    const late = await answer(acceptRoute, tokenOf(quote), { name: "Jane Doe" });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe("Quote Q-1001 is expired and can't be answered any more.");
    expect(await storedQuote(quote.id)).toMatchObject({ status: "sent", acceptedAt: null });
    const resend = await callRoute(sendRoute, { method: "POST", cookie, params: { id: quote.id } });
    expect(resend.status).toBe(409);
  });

  it("answers 404 for a wrong token, on the forms and the PDF, and opens the PDF for the right one", async () => {
    const { quote } = await sentQuote();
    expect((await answer(acceptRoute, "x".repeat(43), { name: "Jane" })).status).toBe(404);
    const token = tokenOf(quote);
    const pdf = await callRoute(publicPdfRoute, { path: `/q/${token}/pdf`, params: { token }, headers: fromAddress(newAddress()) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="quote-Q-1001.pdf"');
    const wrong = await callRoute(publicPdfRoute, { path: "/q/nope/pdf", params: { token: "nope" }, headers: fromAddress(newAddress()) });
    expect(wrong.status).toBe(404);
  });
});

describe("POST /api/quotes/{id}/convert", () => {
  it("makes one invoice with the same lines, linked both ways; converting twice, or five times at once, gives the same invoice", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const quote: Quote = await createdQuote(
      cookie,
      quotePayload(customer.id, { items: [{ description: "Workshop", quantity: 3, rate: "120.50" }] }),
    );
    const params = { id: quote.id };
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => callRoute(convertRoute, { method: "POST", cookie, params })));
    expect(concurrent.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const invoices = await Promise.all(concurrent.map((response) => response.json()));
    expect(new Set(invoices.map((invoice) => invoice.id)).size).toBe(1);
    const invoice = invoices[0];
    expect(invoice).toMatchObject({ number: "INV-1001", total: "361.50", fromQuote: { id: quote.id, number: "Q-1001" } });
    expect(invoice.items).toEqual([expect.objectContaining({ description: "Workshop", quantity: 3, rate: "120.50", amount: "361.50" })]);

    const again = await callRoute(convertRoute, { method: "POST", cookie, params });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(invoice.id);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(1);
    const read = await (await callRoute(getRoute, { cookie, params })).json();
    expect(read).toMatchObject({ status: "invoiced", invoiceId: invoice.id, invoiceNumber: "INV-1001" });
    const fromInvoice = await (await callRoute(invoiceRoute, { cookie, params: { id: invoice.id } })).json();
    expect(fromInvoice.fromQuote).toEqual({ id: quote.id, number: "Q-1001" });
    // Invoiced is a record too.
    expect((await callRoute(deleteRoute, { method: "DELETE", cookie, params })).status).toBe(409);
  });

  it("answers 404 for another user's quote and makes nothing", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const customer = await addCustomer(owner.cookie);
    const quote: Quote = await createdQuote(owner.cookie, quotePayload(customer.id));
    expect((await callRoute(convertRoute, { method: "POST", cookie: stranger.cookie, params: { id: quote.id } })).status).toBe(404);
    expect(await db.invoice.count()).toBeGreaterThanOrEqual(0);
    expect(await db.invoice.count({ where: { userId: stranger.user.id } })).toBe(0);
    expect((await storedQuote(quote.id)).invoiceId).toBeNull();
  });

  it("leaves the Free allowance to invoices: five quotes take none, the conversion takes one like any invoice", async () => {
    const { cookie, user } = await signUp();
    const customer = await addCustomer(cookie);
    const quotes: Quote[] = [];
    for (let index = 0; index < 5; index += 1) quotes.push(await createdQuote(cookie, quotePayload(customer.id)));
    expect(await db.invoiceQuota.count({ where: { userId: user.id } })).toBe(0);
    for (let index = 0; index < 2; index += 1) expect((await postInvoice(cookie, invoicePayload(customer.id))).status).toBe(201);
    expect((await callRoute(convertRoute, { method: "POST", cookie, params: { id: quotes[0]!.id } })).status).toBe(201);
    const refused = await callRoute(convertRoute, { method: "POST", cookie, params: { id: quotes[1]!.id } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("plan_limit_reached");
    expect(await storedQuote(quotes[1]!.id)).toMatchObject({ status: "draft", invoiceId: null });
  });
});

describe("GET /api/quotes/summary", () => {
  it("sums the open quotes per currency: drafts and sent ones not expired, nothing answered or invoiced", async () => {
    const { GET: summaryRoute } = await import("@/app/api/quotes/summary/route");
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    await createdQuote(cookie, quotePayload(customer.id));
    await createdQuote(
      cookie,
      quotePayload(customer.id, { currency: "EUR", items: [{ description: "Audit", quantity: 1, rate: "99.50" }] }),
    );
    await createdQuote(cookie, quotePayload(customer.id, { items: [{ description: "Extra", quantity: 1, rate: "50" }] }));
    await createdQuote(cookie, quotePayload(customer.id, { invoiceDate: "2026-01-01", validUntil: "2026-01-31" }));
    const declined: Quote = await createdQuote(cookie, quotePayload(customer.id));
    await db.quote.update({ where: { id: declined.id }, data: { status: "declined" } });
    const summary = await (await callRoute(summaryRoute, { cookie, path: "/api/quotes/summary" })).json();
    expect(summary).toEqual({
      open: [
        { currency: "USD", count: 2, total: "250.00" },
        { currency: "EUR", count: 1, total: "99.50" },
      ],
    });
  });
});
