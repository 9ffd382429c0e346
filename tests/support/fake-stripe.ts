import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { CONNECT_WEBHOOK_SECRET, createConnectFake, type ConnectFake } from "./fake-stripe-connect";
import { expandList, parseStripeForm, type FormValue } from "./stripe-form";

/**
 * Stands in for api.stripe.com (unreachable here): a stateful node:http server that speaks Stripe's
 * wire format — form-encoded bodies with bracketed keys and `expand[]`, `Authorization: Bearer sk_…`,
 * `Idempotency-Key`, JSON answers and Stripe's error JSON `{error: {type, code, message, param}}` —
 * for the objects the app uses: customers, subscriptions (with their first invoice and its payment
 * intent), billing-portal sessions. Tests move subscriptions on (pay, fail a renewal, end a period)
 * through its methods or its `/_test/…` HTTP hooks, and sign webhook events with stripe-node's own
 * `generateTestHeaderString`, exactly as Stripe signs them. Connect (connected accounts, account
 * links, Checkout Sessions on a connected account, the hosted onboarding and checkout pages) lives
 * in fake-stripe-connect.ts; its events go to their own webhook URL, signed with their own secret.
 */

export const FAKE_STRIPE = {
  secretKey: "sk_test_fake_invoiceflow",
  publishableKey: "pk_test_fake_invoiceflow",
  priceId: "price_fake_pro_monthly",
  webhookSecret: "whsec_fake_invoiceflow",
  apiVersion: "2026-10-28.endive",
} as const;

/** Card numbers the fake's confirm endpoint declines, like Stripe's test cards. */
export const DECLINED_CARD = "4000000000000002";

const PERIOD_SECONDS = 30 * 24 * 3600;
const PRICE_CENTS = 900;

type Json = Record<string, unknown>;
export type StripeRequest = {
  method: string;
  path: string;
  body: Record<string, FormValue>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The Stripe-Account header: a request made on a connected account's behalf */
  stripeAccount: string | null;
};

type Customer = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};
type Invoice = {
  id: string;
  object: "invoice";
  customer: string;
  subscription: string;
  status: "open" | "paid" | "void";
  amount_due: number;
  amount_paid: number;
  currency: "usd";
  period_start: number;
  period_end: number;
  line_period: { start: number; end: number };
  paid_at: number | null;
  payment_intent: string;
  attempt_count: number;
  created: number;
};
type PaymentIntent = {
  id: string;
  object: "payment_intent";
  client_secret: string;
  status: string;
  amount: number;
  currency: "usd";
  invoice: string;
  created: number;
};
type Subscription = {
  id: string;
  customer: string;
  status: string;
  price: string;
  period_start: number;
  period_end: number;
  latest_invoice: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  created: number;
};

export type FakeStripe = {
  /** base URL for STRIPE_API_BASE */
  url: string;
  requests: StripeRequest[];
  customers: Map<string, Customer>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  /** Connect: accounts, sessions, charges, and the hooks that pay and refund (fake-stripe-connect.ts) */
  connect: ConnectFake;
  /** false → billing-portal sessions fail like an account without a saved portal configuration */
  portal: { configured: boolean };
  /** the environment the app needs to talk to this fake */
  env: Record<string, string>;
  /** Stripe's JSON for a subscription / invoice, as retrieve would answer */
  subscriptionJson: (id: string, expand?: string[]) => Json;
  invoiceJson: (id: string, expand?: string[]) => Json;
  /** the payment intent of the subscription's latest invoice succeeds: invoice paid, subscription active */
  pay: (subscriptionId: string) => void;
  /** the next period's invoice fails: subscription past_due, returns the failed invoice's id */
  failRenewal: (subscriptionId: string) => string;
  /** sets a status directly (active, past_due, canceled, unpaid …) */
  setStatus: (subscriptionId: string, status: string) => void;
  /** the paid period ends: a subscription set to cancel at period end becomes canceled */
  endPeriod: (subscriptionId: string) => void;
  /** a webhook event as Stripe sends it, with the object as it is now (or as given) */
  event: (type: string, object: Json) => Json;
  /** payload and Stripe-Signature header of an event; `timestamp` (seconds) to make stale ones */
  sign: (event: Json, options?: { timestamp?: number; secret?: string }) => { payload: string; signature: string };
  /** every following API request fails with this status and Stripe error (null: back to normal) */
  failWith: (failure: { status: number; error: Json } | null) => void;
  close: () => Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const missing = (kind: string, id: string, param = "id") =>
  new StripeFailure(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${kind}: '${id}'` });

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string; connectWebhookUrl?: string } = {},
): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const portal = { configured: true };
  let failure: { status: number; error: Json } | null = null;
  const signer = new Stripe(FAKE_STRIPE.secretKey);

  const get = <T>(map: Map<string, T>, kind: string, id: string): T => {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  };

  function newInvoice(subscription: Subscription, start: number, end: number): Invoice {
    const intent: PaymentIntent = {
      id: randomId("pi"),
      object: "payment_intent",
      client_secret: "",
      status: "requires_payment_method",
      amount: PRICE_CENTS,
      currency: "usd",
      invoice: "",
      created: now(),
    };
    intent.client_secret = `${intent.id}_secret_${crypto.randomBytes(8).toString("hex")}`;
    const invoice: Invoice = {
      id: randomId("in"),
      object: "invoice",
      customer: subscription.customer,
      subscription: subscription.id,
      status: "open",
      amount_due: PRICE_CENTS,
      amount_paid: 0,
      currency: "usd",
      // Stripe's quirk: a subscription invoice's own period is the one before the line's.
      period_start: start,
      period_end: start,
      line_period: { start, end },
      paid_at: null,
      payment_intent: intent.id,
      attempt_count: 0,
      created: now(),
    };
    intent.invoice = invoice.id;
    paymentIntents.set(intent.id, intent);
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function invoiceJson(id: string, expand: string[] = []): Json {
    const invoice = get(invoices, "invoice", id);
    const subscription = subscriptions.get(invoice.subscription);
    const json: Json = {
      id: invoice.id,
      object: "invoice",
      customer: invoice.customer,
      status: invoice.status,
      amount_due: invoice.amount_due,
      amount_paid: invoice.amount_paid,
      amount_remaining: invoice.amount_due - invoice.amount_paid,
      currency: invoice.currency,
      period_start: invoice.period_start,
      period_end: invoice.period_end,
      attempt_count: invoice.attempt_count,
      billing_reason: "subscription_create",
      created: invoice.created,
      livemode: false,
      lines: {
        object: "list",
        has_more: false,
        url: `/v1/invoices/${invoice.id}/lines`,
        data: [{ id: `il_${invoice.id}`, object: "line_item", amount: PRICE_CENTS, currency: "usd", period: invoice.line_period }],
      },
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: subscription?.metadata ?? {} },
      },
      status_transitions: { finalized_at: invoice.created, paid_at: invoice.paid_at, voided_at: null, marked_uncollectible_at: null },
    };
    // confirmation_secret is "includable": Stripe returns it only when expanded.
    if (expand.includes("confirmation_secret")) {
      const intent = paymentIntents.get(invoice.payment_intent);
      json.confirmation_secret =
        invoice.status === "open" && intent ? { client_secret: intent.client_secret, type: "payment_intent" } : null;
    }
    return json;
  }

  function subscriptionJson(id: string, expand: string[] = []): Json {
    const subscription = get(subscriptions, "subscription", id);
    const invoiceExpand = expand.filter((path) => path.startsWith("latest_invoice.")).map((path) => path.slice("latest_invoice.".length));
    const expandInvoice = expand.includes("latest_invoice") || invoiceExpand.length > 0;
    return {
      id: subscription.id,
      object: "subscription",
      customer: expand.includes("customer") ? customers.get(subscription.customer) : subscription.customer,
      status: subscription.status,
      currency: "usd",
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at_period_end ? subscription.period_end : null,
      canceled_at: subscription.canceled_at,
      ended_at: subscription.ended_at,
      created: subscription.created,
      start_date: subscription.created,
      livemode: false,
      metadata: subscription.metadata,
      pending_setup_intent: null,
      latest_invoice: expandInvoice ? invoiceJson(subscription.latest_invoice, invoiceExpand) : subscription.latest_invoice,
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription.id}`,
        data: [
          {
            id: `si_${subscription.id}`,
            object: "subscription_item",
            subscription: subscription.id,
            quantity: 1,
            current_period_start: subscription.period_start,
            current_period_end: subscription.period_end,
            price: {
              id: subscription.price,
              object: "price",
              currency: "usd",
              unit_amount: PRICE_CENTS,
              recurring: { interval: "month", interval_count: 1 },
            },
          },
        ],
      },
    };
  }

  function payInvoice(invoice: Invoice) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.paid_at = now();
    invoice.attempt_count += 1;
    const intent = paymentIntents.get(invoice.payment_intent);
    if (intent) intent.status = "succeeded";
    const subscription = get(subscriptions, "subscription", invoice.subscription);
    if (subscription.status === "incomplete" || subscription.status === "past_due" || subscription.status === "unpaid")
      subscription.status = "active";
  }

  function createSubscription(body: Record<string, FormValue>): Json {
    const customer = body.customer as string | undefined;
    if (!customer)
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "customer",
        message: "Missing required param: customer.",
      });
    get(customers, "customer", customer);
    const items = body.items as { price?: string }[] | undefined;
    const price = items?.[0]?.price;
    if (price !== FAKE_STRIPE.priceId) throw missing("price", String(price), "items[0][price]");
    const start = now();
    const subscription: Subscription = {
      id: randomId("sub"),
      customer,
      status: body.payment_behavior === "default_incomplete" ? "incomplete" : "active",
      price,
      period_start: start,
      period_end: start + PERIOD_SECONDS,
      latest_invoice: "",
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      created: start,
    };
    subscriptions.set(subscription.id, subscription);
    newInvoice(subscription, subscription.period_start, subscription.period_end);
    return subscriptionJson(subscription.id, expandList(body));
  }

  function updateSubscription(id: string, body: Record<string, FormValue>): Json {
    const subscription = get(subscriptions, "subscription", id);
    if (subscription.status === "canceled") {
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        message: "A canceled subscription can only update its cancellation_details and metadata.",
      });
    }
    if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    return subscriptionJson(id, expandList(body));
  }

  function cancelSubscription(id: string): Json {
    const subscription = get(subscriptions, "subscription", id);
    if (subscription.status === "canceled") {
      throw new StripeFailure(400, { type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${id}'` });
    }
    subscription.status = "canceled";
    subscription.canceled_at = now();
    subscription.ended_at = now();
    subscription.cancel_at_period_end = false;
    return subscriptionJson(id);
  }

  /** What Stripe.js's confirmPayment does for a card: the fake declines Stripe's test decline card. */
  function confirmPaymentIntent(id: string, body: Record<string, FormValue>): Json {
    const intent = get(paymentIntents, "payment_intent", id);
    if (body.client_secret !== undefined && body.client_secret !== intent.client_secret) {
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        message: "The client_secret provided does not match this PaymentIntent.",
      });
    }
    const card = (body.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number?.replace(/\s/g, "");
    if (card === DECLINED_CARD) {
      throw new StripeFailure(402, {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      });
    }
    const invoice = get(invoices, "invoice", intent.invoice);
    payInvoice(invoice);
    void deliver("invoice.paid", invoiceJson(invoice.id));
    void deliver("customer.subscription.updated", subscriptionJson(invoice.subscription));
    return { ...intent };
  }

  function route(
    method: string,
    path: string,
    body: Record<string, FormValue>,
    query: Record<string, FormValue>,
    stripeAccount: string | null,
  ): Json {
    const parts = path.split("/").filter(Boolean);
    const [version, resource, id, action] = parts;
    if (version !== "v1")
      throw new StripeFailure(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
    if (resource === "customers" && method === "POST" && !id) {
      const customer: Customer = {
        id: randomId("cus"),
        object: "customer",
        email: (body.email as string) ?? null,
        name: (body.name as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (resource === "customers" && method === "GET" && id) return get(customers, "customer", id);
    if (resource === "subscriptions" && method === "POST" && !id) return createSubscription(body);
    if (resource === "subscriptions" && method === "GET" && id) return subscriptionJson(id, expandList(query));
    if (resource === "subscriptions" && method === "POST" && id && !action) return updateSubscription(id, body);
    if (resource === "subscriptions" && method === "DELETE" && id) return cancelSubscription(id);
    if (resource === "invoices" && method === "GET" && id) return invoiceJson(id, expandList(query));
    if (resource === "payment_intents" && method === "POST" && id && action === "confirm") return confirmPaymentIntent(id, body);
    if (resource === "billing_portal" && id === "sessions" && method === "POST") {
      if (!portal.configured) {
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          message:
            "No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
        });
      }
      get(customers, "customer", body.customer as string);
      const sessionId = randomId("bps");
      return {
        id: sessionId,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url,
        url: `${baseUrl}/p/session/${sessionId}`,
        livemode: false,
      };
    }
    const connectAnswer = connect.handleApi(method, parts.slice(1), body, stripeAccount);
    if (connectAnswer) return connectAnswer;
    throw new StripeFailure(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  /** Test hooks over HTTP, for the end-to-end tests' own process. */
  function testHook(method: string, path: string, body: Json): Json {
    const [, , resource, id, action] = path.split("/");
    if (resource === "subscriptions" && id && action === "pay") fake.pay(id);
    else if (resource === "subscriptions" && id && action === "fail_renewal") {
      const invoice = fake.failRenewal(id);
      void deliver("invoice.payment_failed", invoiceJson(invoice));
      return { invoice };
    } else if (resource === "subscriptions" && id && action === "status") fake.setStatus(id, String(body.status));
    else if (resource === "subscriptions" && id && action === "end_period") fake.endPeriod(id);
    else if (resource === "connect" && id === "delay") connect.settings.webhookDelayMs = Number(body.ms ?? 0);
    else if (resource === "connect" && id === "refund") {
      const charge = connect.refund(String(body.payment_intent), Number(body.amount));
      const owner = [...connect.charges.values()].find((candidate) => candidate.id === charge.id)?.account as string;
      void deliverConnect(connect.connectEvent("charge.refunded", charge, owner));
      return charge;
    } else if (resource === "state" && method === "GET")
      return { subscriptions: [...subscriptions.values()], customers: [...customers.values()] };
    else throw new StripeFailure(404, { type: "invalid_request_error", message: `Unknown test hook ${path}` });
    return { ok: true };
  }

  function authorize(request: http.IncomingMessage, body: Record<string, FormValue>, path: string) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, "");
    // Stripe.js authenticates confirmations with the publishable key as the `key` parameter.
    const publishable = /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(path) && body.key === FAKE_STRIPE.publishableKey;
    if (bearer !== FAKE_STRIPE.secretKey && !publishable) {
      throw new StripeFailure(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${bearer ?? "(none)"}` });
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const method = request.method ?? "GET";
      const text = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "content-type": "application/json",
        "request-id": randomId("req"),
        "stripe-version": FAKE_STRIPE.apiVersion,
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "authorization, content-type, stripe-version",
      };
      const send = (status: number, body: Json) => {
        response.writeHead(status, headers);
        response.end(JSON.stringify(body));
      };
      if (method === "OPTIONS") return send(204, {});
      try {
        if (connect.handlePage(method, url, response)) return;
        if (url.pathname.startsWith("/_test/")) return send(200, testHook(method, url.pathname, text ? (JSON.parse(text) as Json) : {}));
        const body = parseStripeForm(text);
        const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
        requests.push({
          method,
          path: url.pathname,
          body,
          idempotencyKey,
          stripeVersion: (request.headers["stripe-version"] as string | undefined) ?? null,
          stripeAccount: (request.headers["stripe-account"] as string | undefined) ?? null,
        });
        authorize(request, body, url.pathname);
        if (failure) return send(failure.status, { error: failure.error });
        const replayKey = idempotencyKey && method === "POST" ? `${url.pathname}|${idempotencyKey}` : null;
        const replay = replayKey ? idempotent.get(replayKey) : undefined;
        if (replay) return send(replay.status, replay.body);
        const stripeAccount = (request.headers["stripe-account"] as string | undefined) ?? null;
        const result = route(method, url.pathname, body, parseStripeForm(url.search.slice(1)), stripeAccount);
        if (replayKey) idempotent.set(replayKey, { status: 200, body: result });
        send(200, result);
      } catch (error) {
        if (error instanceof StripeFailure) return send(error.status, { error: error.error });
        send(500, { error: { type: "api_error", message: String(error) } });
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let eventCounter = 0;

  async function deliver(type: string, object: Json): Promise<void> {
    if (!options.webhookUrl) return;
    const { payload, signature } = fake.sign(fake.event(type, object));
    try {
      const answer = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body: payload,
      });
      if (!answer.ok) console.error(`fake Stripe: webhook ${type} answered ${answer.status}: ${await answer.text()}`);
    } catch (error) {
      console.error(`fake Stripe: webhook ${type} not delivered:`, error);
    }
  }

  /** A Connect event to the Connect webhook, signed with its own secret. */
  async function deliverConnect(event: Json): Promise<void> {
    if (!options.connectWebhookUrl) return;
    const { payload, signature } = fake.sign(event, { secret: CONNECT_WEBHOOK_SECRET });
    try {
      const answer = await fetch(options.connectWebhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body: payload,
      });
      if (!answer.ok) console.error(`fake Stripe: Connect webhook ${String(event.type)} answered ${answer.status}: ${await answer.text()}`);
    } catch (error) {
      console.error(`fake Stripe: Connect webhook ${String(event.type)} not delivered:`, error);
    }
  }

  const connect = createConnectFake({
    baseUrl: () => baseUrl,
    fail: (status, error) => {
      throw new StripeFailure(status, error);
    },
    deliver: deliverConnect,
    event: (type, object) => fake.event(type, object),
  });

  const fake: FakeStripe = {
    url: baseUrl,
    connect,
    requests,
    customers,
    subscriptions,
    invoices,
    portal,
    env: {
      STRIPE_API_BASE: baseUrl,
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_PRICE_ID: FAKE_STRIPE.priceId,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE.publishableKey,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
    },
    subscriptionJson,
    invoiceJson,
    pay(subscriptionId) {
      const subscription = get(subscriptions, "subscription", subscriptionId);
      payInvoice(get(invoices, "invoice", subscription.latest_invoice));
    },
    failRenewal(subscriptionId) {
      const subscription = get(subscriptions, "subscription", subscriptionId);
      subscription.period_start = subscription.period_end;
      subscription.period_end = subscription.period_start + PERIOD_SECONDS;
      const invoice = newInvoice(subscription, subscription.period_start, subscription.period_end);
      invoice.attempt_count = 1;
      subscription.status = "past_due";
      return invoice.id;
    },
    setStatus(subscriptionId, status) {
      get(subscriptions, "subscription", subscriptionId).status = status;
    },
    endPeriod(subscriptionId) {
      const subscription = get(subscriptions, "subscription", subscriptionId);
      if (subscription.cancel_at_period_end) {
        subscription.status = "canceled";
        subscription.ended_at = subscription.period_end;
        subscription.canceled_at = subscription.period_end;
        subscription.cancel_at_period_end = false;
      }
    },
    event(type, object) {
      eventCounter += 1;
      return {
        id: `evt_${eventCounter}_${crypto.randomBytes(6).toString("hex")}`,
        object: "event",
        api_version: FAKE_STRIPE.apiVersion,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
    },
    sign(event, signOptions = {}) {
      const payload = JSON.stringify(event, null, 2);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: signOptions.secret ?? FAKE_STRIPE.webhookSecret,
        timestamp: signOptions.timestamp ?? now(),
      });
      return { payload, signature };
    },
    failWith(next) {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
