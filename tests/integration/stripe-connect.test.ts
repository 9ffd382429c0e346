import fs from "node:fs";
import path from "node:path";
import { DELETE as disconnectRoute, GET as statusRoute, POST as connectRoute } from "@/app/api/payments/connect/route";
import { GET as invoiceRoute } from "@/app/api/invoices/[id]/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe-connect/route";
import { POST as payRoute } from "@/app/i/[token]/pay/route";
import { db } from "@/lib/db";
import { CARD_PAYMENTS_OFF_MESSAGE } from "@/lib/payments/connect/connect-config";
import { CONNECT_WEBHOOK_SECRET } from "../support/fake-stripe-connect";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";
import { loadReactPdf } from "../support/read-pdf";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #27: Stripe Connect against the stand-in (tests/support/fake-stripe*.ts) on the real
// database: connecting, Pay now, and card payments booked from signed events exactly once.

const CONNECT_ENV = ["STRIPE_API_BASE", "STRIPE_SECRET_KEY", "STRIPE_CONNECT_WEBHOOK_SECRET"] as const;
let stripe: FakeStripe;
const outbox = isolateEmailEnv({ APP_URL: "http://localhost:3000" });

function useConnectEnv(on: boolean) {
  for (const name of CONNECT_ENV) delete process.env[name];
  if (on) for (const name of CONNECT_ENV) process.env[name] = stripe.env[name];
}

let sendRoute: (typeof import("@/app/api/invoices/[id]/send/route"))["POST"];

beforeAll(async () => {
  stripe = await startFakeStripe();
  // react-pdf ships only ES modules: load the real one natively before anything imports @/lib/pdf.
  await loadReactPdf();
  ({ POST: sendRoute } = await import("@/app/api/invoices/[id]/send/route"));
}, 60_000);
beforeEach(() => useConnectEnv(true));
afterAll(async () => {
  useConnectEnv(false);
  await stripe.close();
});

type Invoice = {
  id: string;
  number: string;
  publicUrl: string;
  status: string;
  amountPaid: string;
  balanceDue: string;
  payments: { amount: string; method: string; note: string }[];
};

let addressCounter = 0;
const newAddress = () => `198.51.100.${(addressCounter += 1)}`;
const tokenOf = (invoice: Invoice) => invoice.publicUrl.split("/").at(-1) as string;

async function connectedUser() {
  const account = await signUp({ country: "SE" });
  const connected = await callRoute(connectRoute, { method: "POST", cookie: account.cookie });
  expect(connected.status).toBe(200);
  const { url } = await connected.json();
  const accountId = (await db.connectAccount.findUniqueOrThrow({ where: { userId: account.user.id } })).accountId;
  return { ...account, accountId, onboardingUrl: url as string };
}

function completeOnboarding(accountId: string) {
  Object.assign(stripe.connect.accounts.get(accountId) as object, { charges_enabled: true, details_submitted: true });
}

async function issue(cookie: string, overrides: Record<string, unknown> = {}): Promise<Invoice> {
  const customer = await addCustomer(cookie);
  const response = await postInvoice(cookie, invoicePayload(customer.id, overrides));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

const read = async (cookie: string, id: string): Promise<Invoice> => (await callRoute(invoiceRoute, { cookie, params: { id } })).json();
const pay = (invoice: Invoice, headers: Record<string, string> = {}) =>
  callRoute(payRoute, {
    method: "POST",
    params: { token: tokenOf(invoice) },
    headers: fromAddress(newAddress(), headers),
    path: `/i/${tokenOf(invoice)}/pay`,
  });

function deliver(event: Record<string, unknown>, secret = CONNECT_WEBHOOK_SECRET) {
  const { payload, signature } = stripe.sign(event, { secret });
  return callRoute(webhookRoute, {
    method: "POST",
    body: payload,
    headers: { "stripe-signature": signature },
    path: "/api/webhooks/stripe-connect",
  });
}

/** Pay now, then the customer pays on the stand-in's checkout page: the completed session, and its event. */
async function paidSession(invoice: Invoice, accountId: string) {
  const answer = await pay(invoice);
  expect(answer.status).toBe(303);
  const sessionId = (answer.headers.get("location") as string).split("/").at(-1) as string;
  const session = stripe.connect.pay(sessionId);
  const completed = stripe.connect.connectEvent("checkout.session.completed", stripe.connect.sessionJson(session), accountId);
  return { session, completed, paymentIntent: session.payment_intent as string };
}

/** The "… was paid" mails in the outbox to that address. */
const paidMailsTo = (address: string) =>
  fs
    .readdirSync(outbox())
    .map((name) => fs.readFileSync(path.join(outbox(), name), "utf8"))
    .filter((mail) => mail.includes(`To: ${address}`) && / was paid/.test(mail));

describe("connecting the user's own Stripe account", () => {
  it("creates one Standard account in the profile's country, answers an onboarding link back to /settings, and reads the status from Stripe", async () => {
    const user = await connectedUser();
    const create = stripe.requests.filter((request) => request.path === "/v1/accounts" && request.method === "POST").at(-1);
    expect(create?.body).toMatchObject({ type: "standard", country: "SE", email: user.user.email });
    const link = stripe.requests.filter((request) => request.path === "/v1/account_links").at(-1);
    expect(link?.body).toMatchObject({
      account: user.accountId,
      type: "account_onboarding",
      return_url: "http://localhost:3000/settings?connect=return",
      refresh_url: "http://localhost:3000/settings?connect=return",
    });
    expect(user.onboardingUrl).toContain(`/connect/onboarding/${user.accountId}`);

    const before = await (await callRoute(statusRoute, { cookie: user.cookie })).json();
    expect(before).toEqual({ available: true, connected: true, chargesEnabled: false, detailsSubmitted: false, accountId: user.accountId });
    completeOnboarding(user.accountId);
    const after = await (await callRoute(statusRoute, { cookie: user.cookie })).json();
    expect(after).toEqual({ available: true, connected: true, chargesEnabled: true, detailsSubmitted: true, accountId: user.accountId });
    expect(stripe.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/accounts/${user.accountId}` });

    // Connecting again (or twice at once) makes no second account.
    const accounts = stripe.connect.accounts.size;
    await Promise.all([
      callRoute(connectRoute, { method: "POST", cookie: user.cookie }),
      callRoute(connectRoute, { method: "POST", cookie: user.cookie }),
    ]);
    expect(stripe.connect.accounts.size).toBe(accounts);
  });

  it("is 401 without a session", async () => {
    expect((await callRoute(statusRoute, {})).status).toBe(401);
    expect((await callRoute(connectRoute, { method: "POST" })).status).toBe(401);
  });
});

describe("Pay now", () => {
  it("redirects (303) to a Checkout Session on the connected account for the balance due, in minor units and the invoice's currency", async () => {
    const user = await connectedUser();
    completeOnboarding(user.accountId);
    await callRoute(statusRoute, { cookie: user.cookie });
    const invoice = await issue(user.cookie, { currency: "EUR" });
    const answer = await pay(invoice);
    expect(answer.status).toBe(303);
    const request = stripe.requests.filter((entry) => entry.path === "/v1/checkout/sessions").at(-1);
    expect(request?.stripeAccount).toBe(user.accountId);
    expect(request?.body).toMatchObject({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "eur", unit_amount: "20000" } }],
      metadata: { invoice_id: invoice.id },
      client_reference_id: invoice.id,
      success_url: `http://localhost:3000/i/${tokenOf(invoice)}?payment=done&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/i/${tokenOf(invoice)}?payment=cancelled`,
    });
    expect(answer.headers.get("location")).toMatch(/\/checkout\/pay\/cs_test_/);
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("is refused (409) before onboarding, after disconnecting, and for a void invoice; a wrong token is 404", async () => {
    const user = await connectedUser();
    const invoice = await issue(user.cookie);
    expect((await pay(invoice)).status).toBe(409);
    completeOnboarding(user.accountId);
    await callRoute(statusRoute, { cookie: user.cookie });
    expect((await pay(invoice)).status).toBe(303);
    // A browser's stale form goes back to the page instead.
    await callRoute(disconnectRoute, { method: "DELETE", cookie: user.cookie });
    const stale = await pay(invoice, { accept: "text/html" });
    expect([stale.status, stale.headers.get("location")]).toEqual([303, `http://localhost:3000/i/${tokenOf(invoice)}`]);
    expect((await pay(invoice)).status).toBe(409);
    expect(await (await callRoute(statusRoute, { cookie: user.cookie })).json()).toMatchObject({ connected: false, accountId: null });
    const wrong = await callRoute(payRoute, { method: "POST", params: { token: "x".repeat(43) }, headers: fromAddress(newAddress()) });
    expect(wrong.status).toBe(404);
  });
});

describe("the invoice mail", () => {
  it("carries a Pay now button to the public page once the account takes charges, and none before", async () => {
    const user = await connectedUser();
    await markEmailVerified(user.user.id);
    const invoice = await issue(user.cookie);
    const send = () =>
      callRoute(sendRoute, { method: "POST", cookie: user.cookie, params: { id: invoice.id }, path: `/api/invoices/${invoice.id}/send` });
    /** The text bodies of the invoice's mails in the outbox, oldest first. */
    const invoiceMails = async () => {
      const mails = await Promise.all(
        fs
          .readdirSync(outbox())
          .sort()
          .map((name) => parseMail(fs.readFileSync(path.join(outbox(), name)))),
      );
      return mails.filter((mail) => mail.subject?.startsWith(`Invoice ${invoice.number}`)).map((mail) => mail.text ?? "");
    };
    expect((await send()).status).toBe(200);
    expect((await invoiceMails())[0]).not.toContain("Pay now");
    completeOnboarding(user.accountId);
    await callRoute(statusRoute, { cookie: user.cookie });
    expect((await send()).status).toBe(200);
    expect((await invoiceMails())[1]).toContain(`Pay now: ${invoice.publicUrl}#pay-now`);
  }, 60_000);
});

describe("card payments booked from Stripe's events", () => {
  async function readyInvoice() {
    const user = await connectedUser();
    completeOnboarding(user.accountId);
    await callRoute(statusRoute, { cookie: user.cookie });
    return { user, invoice: await issue(user.cookie) };
  }

  it("books one card payment when the event arrives twice, tells the owner once, and ignores the async twin", async () => {
    const { user, invoice } = await readyInvoice();
    const { completed, paymentIntent, session } = await paidSession(invoice, user.accountId);
    const first = await deliver(completed);
    expect([first.status, await first.json()]).toEqual([200, { received: true }]);
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: true });
    const twin = stripe.connect.connectEvent(
      "checkout.session.async_payment_succeeded",
      stripe.connect.sessionJson(session),
      user.accountId,
    );
    expect(await (await deliver(twin)).json()).toEqual({ received: true, duplicate: true });

    const paid = await read(user.cookie, invoice.id);
    expect(paid).toMatchObject({ status: "paid", amountPaid: "200.00", balanceDue: "0.00" });
    expect(paid.payments).toEqual([
      expect.objectContaining({ amount: "200.00", method: "card", note: expect.stringContaining(paymentIntent) }),
    ]);
    const mails = paidMailsTo(user.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: ${invoice.number} was paid`);
  });

  it("books once when two instances receive the same payment at the same moment", async () => {
    const { user, invoice } = await readyInvoice();
    const { completed, session } = await paidSession(invoice, user.accountId);
    const twin = stripe.connect.connectEvent(
      "checkout.session.async_payment_succeeded",
      stripe.connect.sessionJson(session),
      user.accountId,
    );
    const answers = await Promise.all([completed, completed, twin, completed, twin, completed].map((event) => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(1);
    expect(paidMailsTo(user.user.email)).toHaveLength(1);
  });

  it("a refund before its payment's event books both; partial and full refunds book each part once, in any order", async () => {
    const { user, invoice } = await readyInvoice();
    const { completed, paymentIntent } = await paidSession(invoice, user.accountId);
    const partial = stripe.connect.connectEvent("charge.refunded", stripe.connect.refund(paymentIntent, 5000), user.accountId);
    const full = stripe.connect.connectEvent("charge.refunded", stripe.connect.refund(paymentIntent, 15000), user.accountId);

    expect(await (await deliver(partial)).json()).toEqual({ received: true });
    expect(await read(user.cookie, invoice.id)).toMatchObject({ amountPaid: "150.00", balanceDue: "50.00" });
    expect(await (await deliver(completed)).json()).toEqual({ received: true, duplicate: true });
    expect(await (await deliver(full)).json()).toEqual({ received: true });
    expect(await (await deliver(partial)).json()).toEqual({ received: true, duplicate: true });
    const refunded = await read(user.cookie, invoice.id);
    expect(refunded).toMatchObject({ amountPaid: "0.00", balanceDue: "200.00" });
    expect(refunded.payments.map((payment) => payment.amount).sort()).toEqual(["-150.00", "-50.00", "200.00"]);
  });

  it("an event of another account's session, or for an invoice that isn't the account owner's, changes nothing (200, ignored)", async () => {
    const { user, invoice } = await readyInvoice();
    const other = await connectedUser();
    completeOnboarding(other.accountId);
    const { session } = await paidSession(invoice, user.accountId);
    for (const account of [other.accountId, "acct_nobody_has_this"]) {
      const foreign = stripe.connect.connectEvent("checkout.session.completed", stripe.connect.sessionJson(session), account);
      expect(await (await deliver(foreign)).json()).toEqual({ received: true, ignored: true });
    }
    const mismatched = stripe.connect.connectEvent(
      "checkout.session.completed",
      { ...stripe.connect.sessionJson(session), currency: "sek" },
      user.accountId,
    );
    expect(await (await deliver(mismatched)).json()).toEqual({ received: true, ignored: true });
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });

  it("refuses a wrong signature (400) and still books a late payment after the user disconnected", async () => {
    const { user, invoice } = await readyInvoice();
    const { completed } = await paidSession(invoice, user.accountId);
    expect((await deliver(completed, "whsec_wrong")).status).toBe(400);
    await callRoute(disconnectRoute, { method: "DELETE", cookie: user.cookie });
    expect(await (await deliver(completed)).json()).toEqual({ received: true });
    expect((await read(user.cookie, invoice.id)).status).toBe("paid");
  });
});

describe("without the Connect settings", () => {
  it("is off: the status says so, connecting and the webhook answer 503 in plain words, Pay now is 409", async () => {
    const user = await connectedUser();
    completeOnboarding(user.accountId);
    await callRoute(statusRoute, { cookie: user.cookie });
    const invoice = await issue(user.cookie);
    delete process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
    expect(await (await callRoute(statusRoute, { cookie: user.cookie })).json()).toEqual({
      available: false,
      connected: false,
      chargesEnabled: false,
      detailsSubmitted: false,
      accountId: null,
    });
    const connect = await callRoute(connectRoute, { method: "POST", cookie: user.cookie });
    expect([connect.status, await connect.json()]).toEqual([503, { message: CARD_PAYMENTS_OFF_MESSAGE, code: "card_payments_off" }]);
    expect((await deliver({ id: "evt_x", type: "checkout.session.completed" })).status).toBe(503);
    expect((await pay(invoice)).status).toBe(409);
  });
});
