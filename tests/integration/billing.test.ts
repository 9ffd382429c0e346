import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { POST as activateRoute } from "@/app/api/activate-subscription/route";
import { POST as cancelRoute } from "@/app/api/cancel-subscription/route";
import { POST as createRoute } from "@/app/api/create-subscription/route";
import { POST as portalRoute } from "@/app/api/customer-portal/route";
import { GET as statusRoute } from "@/app/api/subscription/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/db";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from "../support/fake-stripe";

const STRIPE_ENV = [
  "STRIPE_API_BASE",
  "STRIPE_SECRET_KEY",
  "STRIPE_PRICE_ID",
  "STRIPE_WEBHOOK_SECRET",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
];
let stripe: FakeStripe;

function useStripeEnv(env: Record<string, string> | null) {
  for (const name of STRIPE_ENV) delete process.env[name];
  if (env) Object.assign(process.env, env);
}

beforeAll(async () => {
  stripe = await startFakeStripe();
});
beforeEach(() => useStripeEnv(stripe.env));
afterAll(async () => {
  useStripeEnv(null);
  await stripe.close();
});

const post = (handler: Parameters<typeof callRoute>[0], cookie: string, path: string) =>
  callRoute(handler, { method: "POST", cookie, path });

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function userRow(id: string) {
  return db.user.findUnique({ where: { id }, select: { isPro: true, stripeCustomerId: true, subscription: true } });
}

async function deliver(event: Record<string, unknown>, options: { timestamp?: number; secret?: string; signature?: string | null } = {}) {
  const { payload, signature } = stripe.sign(event, options);
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  const header = options.signature === undefined ? signature : options.signature;
  if (header !== null) headers["stripe-signature"] = header;
  return callRoute(webhookRoute, { method: "POST", path: "/api/webhooks/stripe", body: payload, headers });
}

/** A user who went through create → (Stripe.js confirms) → activate, and is Pro. */
async function proUser() {
  const account = await signUp();
  const created = await post(createRoute, account.cookie, "/api/create-subscription");
  expect(created.status).toBe(200);
  const row = await userRow(account.user.id);
  const subscriptionId = row!.subscription!.stripeSubscriptionId;
  stripe.pay(subscriptionId);
  const activated = await post(activateRoute, account.cookie, "/api/activate-subscription");
  expect(activated.status).toBe(200);
  return { ...account, subscriptionId };
}

const upgradeEvents = (userId: string) => db.activityEvent.count({ where: { userId, type: "upgrade" } });

describe("without Stripe keys", () => {
  beforeEach(() => useStripeEnv(null));

  it("answers 503 {error:{message}} on every subscription call and says so in the status", async () => {
    const { cookie } = await signUp();
    for (const [handler, path] of [
      [createRoute, "/api/create-subscription"],
      [activateRoute, "/api/activate-subscription"],
      [cancelRoute, "/api/cancel-subscription"],
      [portalRoute, "/api/customer-portal"],
    ] as const) {
      const response = await post(handler, cookie, path);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { message: "Payments are not configured on this server." } });
    }
    const status = await json(await callRoute(statusRoute, { cookie, path: "/api/subscription" }));
    expect(status).toMatchObject({ configured: false, publishableKey: null, subscription: null });
    expect((await deliver(stripe.event("invoice.paid", {}))).status).toBe(503);
  });
});

describe("create → confirm → activate", () => {
  it("answers a client secret, makes the user Pro only once Stripe says active, and only once", async () => {
    const { user, cookie } = await signUp();
    const created = await post(createRoute, cookie, "/api/create-subscription");
    expect(created.status).toBe(200);
    const { clientSecret } = await json<{ clientSecret: string }>(created);
    expect(clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);

    const row = await userRow(user.id);
    expect(row).toMatchObject({ isPro: false, subscription: { status: "incomplete", priceId: FAKE_STRIPE.priceId } });
    const customer = stripe.customers.get(row!.stripeCustomerId!);
    expect(customer?.metadata).toEqual({ userId: user.id });
    expect(customer?.email).toBe(user.email);

    // Every call pinned to the API version; every call that creates something carries an idempotency key.
    const calls = stripe.requests.filter(
      (request) => request.body.metadata && (request.body.metadata as Record<string, string>).userId === user.id,
    );
    expect(calls.map((request) => request.path)).toEqual(["/v1/customers", "/v1/subscriptions"]);
    expect(calls.map((request) => request.idempotencyKey)).toEqual([`customer:${user.id}`, `subscription:${user.id}:after:none`]);
    expect(calls.every((request) => request.stripeVersion === FAKE_STRIPE.apiVersion)).toBe(true);
    expect(calls[1]!.body).toMatchObject({ payment_behavior: "default_incomplete", items: [{ price: FAKE_STRIPE.priceId }] });

    // The browser says it paid, but Stripe hasn't seen the payment: still Free.
    const early = await post(activateRoute, cookie, "/api/activate-subscription");
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { message: expect.stringContaining("not active") }, status: "incomplete" });
    expect((await userRow(user.id))?.isPro).toBe(false);

    stripe.pay(row!.subscription!.stripeSubscriptionId);
    const activated = await post(activateRoute, cookie, "/api/activate-subscription");
    expect(activated.status).toBe(200);
    expect(await activated.json()).toEqual({ isPro: true, status: "active" });
    expect(await userRow(user.id)).toMatchObject({ isPro: true, subscription: { status: "active", cancelAtPeriodEnd: false } });
    expect(await upgradeEvents(user.id)).toBe(1);

    const again = await post(activateRoute, cookie, "/api/activate-subscription");
    expect(again.status).toBe(200);
    expect(await upgradeEvents(user.id)).toBe(1);

    const status = await json(await callRoute(statusRoute, { cookie, path: "/api/subscription" }));
    expect(status).toMatchObject({
      configured: true,
      publishableKey: FAKE_STRIPE.publishableKey,
      subscription: { status: "active", cancelAtPeriodEnd: false },
    });

    const anotherStart = await post(createRoute, cookie, "/api/create-subscription");
    expect(anotherStart.status).toBe(409);
    expect(await anotherStart.json()).toEqual({
      message: "You already have Pro.",
      code: "conflict",
      error: { message: "You already have Pro." },
    });
  });

  it("reuses the customer and the incomplete subscription on a second call, also when two race", async () => {
    const { user, cookie } = await signUp();
    const [first, second] = await Promise.all([
      post(createRoute, cookie, "/api/create-subscription"),
      post(createRoute, cookie, "/api/create-subscription"),
    ]);
    const third = await post(createRoute, cookie, "/api/create-subscription");
    const secrets = await Promise.all(
      [first, second, third].map(async (response) => (await json<{ clientSecret: string }>(response)).clientSecret),
    );
    expect(new Set(secrets).size).toBe(1);

    const row = await userRow(user.id);
    const ofUser = [...stripe.subscriptions.values()].filter((subscription) => subscription.metadata.userId === user.id);
    expect(ofUser).toHaveLength(1);
    expect(ofUser[0]!.id).toBe(row!.subscription!.stripeSubscriptionId);
    expect([...stripe.customers.values()].filter((customer) => customer.metadata.userId === user.id)).toHaveLength(1);
  });

  it("starts a new subscription when the incomplete one expired, under a new idempotency key", async () => {
    const { user, cookie } = await signUp();
    await post(createRoute, cookie, "/api/create-subscription");
    const expired = (await userRow(user.id))!.subscription!.stripeSubscriptionId;
    stripe.setStatus(expired, "incomplete_expired");
    const response = await post(createRoute, cookie, "/api/create-subscription");
    expect(response.status).toBe(200);
    const current = (await userRow(user.id))!.subscription!;
    expect(current.stripeSubscriptionId).not.toBe(expired);
    expect(current.status).toBe("incomplete");
    expect(stripe.requests.at(-1)?.idempotencyKey).toBe(`subscription:${user.id}:after:${expired}`);
  });

  it("answers Stripe's refusal as {error:{message}} and stores nothing", async () => {
    const { user, cookie } = await signUp();
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    process.env.STRIPE_PRICE_ID = "price_that_does_not_exist";
    const response = await post(createRoute, cookie, "/api/create-subscription");
    expect(response.status).toBe(502);
    expect((await json<{ error: { message: string } }>(response)).error.message).toContain("No such price");
    expect((await userRow(user.id))?.subscription).toBeNull();
    expect(logged).toHaveBeenCalledWith("Stripe refused a request:", "StripeInvalidRequestError", "resource_missing", expect.any(String));
    logged.mockRestore();
  });
});

describe("cancel", () => {
  it("cancels at period end: Pro until then, Free when Stripe ends it", async () => {
    const { user, cookie, subscriptionId } = await proUser();
    const response = await post(cancelRoute, cookie, "/api/cancel-subscription");
    expect(response.status).toBe(200);
    const answer = await json<{ message: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean }>(response);
    const end = new Date(stripe.subscriptions.get(subscriptionId)!.period_end * 1000);
    expect(answer.cancelAtPeriodEnd).toBe(true);
    expect(answer.currentPeriodEnd).toBe(end.toISOString());
    expect(answer.message).toContain("You keep Pro access until the end of the billing period on");
    expect(answer.message).toContain(String(end.getUTCFullYear()));
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(await userRow(user.id)).toMatchObject({ isPro: true, subscription: { status: "active", cancelAtPeriodEnd: true } });

    stripe.endPeriod(subscriptionId);
    expect((await deliver(stripe.event("customer.subscription.deleted", stripe.subscriptionJson(subscriptionId)))).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ isPro: false, subscription: { status: "canceled" } });

    const nothingLeft = await post(cancelRoute, cookie, "/api/cancel-subscription");
    expect(nothingLeft.status).toBe(409);
  });
});

describe("webhooks", () => {
  it("refuses a bad, stale or missing signature with 400 and changes nothing", async () => {
    const { user, subscriptionId } = await proUser();
    stripe.setStatus(subscriptionId, "canceled");
    const event = stripe.event("customer.subscription.deleted", stripe.subscriptionJson(subscriptionId));
    const before = await db.processedWebhookEvent.count();

    for (const options of [
      { secret: "whsec_someone_else" },
      { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 },
      { signature: null },
      { signature: "t=1,v1=abc" },
    ]) {
      const response = await deliver(event, options);
      expect(response.status).toBe(400);
    }
    const tampered = stripe.sign(event);
    const response = await callRoute(webhookRoute, {
      method: "POST",
      path: "/api/webhooks/stripe",
      body: tampered.payload.replace("customer.subscription.deleted", "customer.subscription.updated"),
      headers: { "content-type": "application/json", "stripe-signature": tampered.signature },
    });
    expect(response.status).toBe(400);
    // Not JSON by its content type: still the signature's 400, not a 415.
    const formEncoded = await callRoute(webhookRoute, {
      method: "POST",
      path: "/api/webhooks/stripe",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded", "stripe-signature": "t=1,v1=abc" },
    });
    expect(formEncoded.status).toBe(400);
    expect(await userRow(user.id)).toMatchObject({ isPro: true, subscription: { status: "active" } });
    expect(await db.processedWebhookEvent.count()).toBe(before);

    // Within the 5 minutes' tolerance the same event is accepted.
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 4 * 60 })).status).toBe(200);
    expect((await userRow(user.id))?.isPro).toBe(false);
  });

  it("refuses a body over 1 MB with 413 before checking anything", async () => {
    const response = await callRoute(webhookRoute, {
      method: "POST",
      path: "/api/webhooks/stripe",
      body: JSON.stringify({ padding: "x".repeat(1024 * 1024) }),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
    });
    expect(response.status).toBe(413);
  });

  it("applies the same event once, also when it arrives twice at the same moment", async () => {
    const { user, subscriptionId } = await proUser();
    stripe.failRenewal(subscriptionId);
    const renewal = stripe.subscriptions.get(subscriptionId)!.latest_invoice;
    stripe.pay(subscriptionId);
    const event = stripe.event("invoice.paid", stripe.invoiceJson(renewal));

    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const third = await deliver(event);
    expect(await third.json()).toEqual({ received: true, duplicate: true });

    expect(await db.processedWebhookEvent.count({ where: { id: event.id as string } })).toBe(1);
    const invoices = await db.stripeInvoice.findMany({ where: { stripeInvoiceId: renewal } });
    expect(invoices).toHaveLength(1);
    const invoice = stripe.invoices.get(renewal)!;
    expect(invoices[0]).toMatchObject({
      userId: user.id,
      stripeSubscriptionId: subscriptionId,
      currency: "USD",
      periodStart: new Date(invoice.line_period.start * 1000),
      periodEnd: new Date(invoice.line_period.end * 1000),
    });
    expect(invoices[0]!.amount.toFixed(2)).toBe("9.00");
    expect(await userRow(user.id)).toMatchObject({ isPro: true, subscription: { status: "active" } });
    expect(await upgradeEvents(user.id)).toBe(1);
  });

  it("converges on Stripe's latest state when events arrive out of order", async () => {
    const { user, subscriptionId } = await proUser();
    const activeSnapshot = stripe.subscriptionJson(subscriptionId);
    const olderEvent = stripe.event("customer.subscription.updated", activeSnapshot);
    stripe.setStatus(subscriptionId, "canceled");
    const newerEvent = stripe.event("customer.subscription.deleted", stripe.subscriptionJson(subscriptionId));

    expect((await deliver(newerEvent)).status).toBe(200);
    expect((await deliver(olderEvent)).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ isPro: false, subscription: { status: "canceled" } });
  });

  it("invoice.payment_failed stores past_due, shown by /api/subscription; Pro stays while Stripe retries", async () => {
    const { user, cookie, subscriptionId } = await proUser();
    const failed = stripe.failRenewal(subscriptionId);
    expect((await deliver(stripe.event("invoice.payment_failed", stripe.invoiceJson(failed)))).status).toBe(200);
    const status = await json(await callRoute(statusRoute, { cookie, path: "/api/subscription" }));
    expect(status).toMatchObject({ subscription: { status: "past_due" } });
    expect((await userRow(user.id))?.isPro).toBe(true);
    expect(await db.stripeInvoice.count({ where: { stripeInvoiceId: failed } })).toBe(0);

    stripe.setStatus(subscriptionId, "unpaid");
    await deliver(stripe.event("customer.subscription.updated", stripe.subscriptionJson(subscriptionId)));
    expect((await userRow(user.id))?.isPro).toBe(false);
  });

  it("never takes away an admin's grant", async () => {
    const { user, subscriptionId } = await proUser();
    await db.user.update({ where: { id: user.id }, data: { proGrantedByAdmin: true } });
    stripe.setStatus(subscriptionId, "canceled");
    await deliver(stripe.event("customer.subscription.deleted", stripe.subscriptionJson(subscriptionId)));
    expect(await userRow(user.id)).toMatchObject({ isPro: true, subscription: { status: "canceled" } });
  });

  it("acknowledges events it doesn't act on, and unknown customers, without changes", async () => {
    const ignored = await deliver(stripe.event("charge.refunded", { id: "ch_1", object: "charge" }));
    expect(await ignored.json()).toEqual({ received: true, ignored: true });
    const stranger = await deliver(
      stripe.event("customer.subscription.updated", { id: "sub_x", object: "subscription", customer: "cus_nobody", metadata: {} }),
    );
    expect(await stranger.json()).toEqual({ received: true, ignored: true });
  });
});

describe("customer portal", () => {
  it("answers a portal session returning to /settings, or the Swedish hint when the portal isn't configured", async () => {
    const { user, cookie } = await proUser();
    const response = await post(portalRoute, cookie, "/api/customer-portal");
    expect(response.status).toBe(200);
    expect((await json<{ url: string }>(response)).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_/);
    const request = stripe.requests.filter((entry) => entry.path === "/v1/billing_portal/sessions").at(-1);
    expect(request?.body).toEqual({ customer: (await userRow(user.id))!.stripeCustomerId, return_url: "http://localhost:3000/settings" });

    stripe.portal.configured = false;
    try {
      const refused = await post(portalRoute, cookie, "/api/customer-portal");
      expect(refused.status).toBe(409);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(/^Kundportalen är inte konfigurerad/);
    } finally {
      stripe.portal.configured = true;
    }

    const { cookie: freeCookie } = await signUp();
    expect((await post(portalRoute, freeCookie, "/api/customer-portal")).status).toBe(409);
  });
});

describe("account deletion", () => {
  it("cancels the Stripe subscription at once, then deletes", async () => {
    const { user, cookie, subscriptionId } = await proUser();
    const response = await callRoute(deleteAccountRoute, { method: "DELETE", cookie, path: "/api/account" });
    expect(response.status).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    expect(await userRow(user.id)).toBeNull();
  });

  it("deletes nothing when Stripe can't be reached", async () => {
    const { user, cookie, subscriptionId } = await proUser();
    process.env.STRIPE_API_BASE = "http://127.0.0.1:9"; // the discard port: connection refused
    const response = await callRoute(deleteAccountRoute, { method: "DELETE", cookie, path: "/api/account" });
    expect(response.status).toBe(502);
    expect((await json<{ message: string }>(response)).message).toContain("the account was not deleted");
    expect(await userRow(user.id)).toMatchObject({ isPro: true });
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe("active");
  });

  it("a Free user without a subscription is deleted without asking Stripe", async () => {
    useStripeEnv(null);
    const { user, cookie } = await signUp();
    expect((await callRoute(deleteAccountRoute, { method: "DELETE", cookie, path: "/api/account" })).status).toBe(200);
    expect(await userRow(user.id)).toBeNull();
  });
});

describe("issue #26 finding 11: webhooks", () => {
  it("finding 11: refuses a signature dated in the future (the SDK checks only the past)", async () => {
    const { subscriptionId } = await proUser();
    const event = stripe.event("customer.subscription.updated", stripe.subscriptionJson(subscriptionId));
    const response = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 60 * 60 });
    expect(response.status).toBe(400);
    expect(await db.processedWebhookEvent.count({ where: { id: event.id as string } })).toBe(0);
  });

  it("finding 11: a signed invoice.paid without period fields is recorded with the event's time, not a 500", async () => {
    const { subscriptionId } = await proUser();
    stripe.failRenewal(subscriptionId);
    const renewal = stripe.subscriptions.get(subscriptionId)!.latest_invoice;
    stripe.pay(subscriptionId);
    const invoice = { ...(stripe.invoiceJson(renewal) as Record<string, unknown>) };
    delete invoice.period_start;
    delete invoice.period_end;
    delete invoice.lines;
    const event = stripe.event("invoice.paid", invoice);
    const response = await deliver(event);
    expect(response.status).toBe(200);
    const [row] = await db.stripeInvoice.findMany({ where: { stripeInvoiceId: renewal } });
    expect(row!.periodStart.getTime()).toBe((event.created as number) * 1000);
  });
});
