import crypto from "node:crypto";
import type http from "node:http";
import type { FormValue } from "./stripe-form";

/**
 * The Connect part of the fake Stripe (issue #27), in Stripe's wire format: connected accounts
 * (`POST /v1/accounts`, `GET /v1/accounts/{id}`), onboarding links (`POST /v1/account_links`) and
 * Checkout Sessions created on a connected account (`POST /v1/checkout/sessions` with the
 * `Stripe-Account` header). Its two hosted pages stand in for Stripe's: the onboarding page
 * ("Complete onboarding" enables charges) and the checkout page ("Pay" succeeds, then the signed
 * `checkout.session.completed` event goes to the Connect webhook, carrying the account).
 */

export const CONNECT_WEBHOOK_SECRET = "whsec_fake_invoiceflow_connect";

type Json = Record<string, unknown>;
export type ConnectAccount = {
  id: string;
  object: "account";
  type: "standard";
  country: string;
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
  created: number;
};
export type CheckoutSession = Json & {
  id: string;
  account: string;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
};

export type ConnectFailure = { status: number; error: Json };
export type ConnectDeps = {
  baseUrl: () => string;
  fail: (status: number, error: Json) => never;
  /** Signs and posts an event to the Connect webhook (no-op without its URL). */
  deliver: (event: Json) => Promise<void>;
  event: (type: string, object: Json) => Json;
};

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

export function createConnectFake(deps: ConnectDeps) {
  const accounts = new Map<string, ConnectAccount>();
  const sessions = new Map<string, CheckoutSession>();
  const charges = new Map<
    string,
    Json & { id: string; amount: number; amount_refunded: number; payment_intent: string; account: string }
  >();
  const settings = { webhookDelayMs: 0 };

  const missing = (kind: string, id: string) =>
    deps.fail(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'` });
  const account = (id: string) => accounts.get(id) ?? missing("account", id);

  function createAccount(body: Record<string, FormValue>): ConnectAccount {
    const created: ConnectAccount = {
      id: randomId("acct"),
      object: "account",
      type: body.type === "standard" ? "standard" : "standard",
      country: String(body.country ?? "US"),
      email: (body.email as string | undefined) ?? null,
      charges_enabled: false,
      details_submitted: false,
      payouts_enabled: false,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      created: now(),
    };
    accounts.set(created.id, created);
    return created;
  }

  function createAccountLink(body: Record<string, FormValue>): Json {
    const id = String(body.account ?? "");
    account(id);
    if (body.type !== "account_onboarding") deps.fail(400, { type: "invalid_request_error", param: "type", message: "Invalid type" });
    const returnUrl = String(body.return_url ?? "");
    const url = `${deps.baseUrl()}/connect/onboarding/${id}?return_url=${encodeURIComponent(returnUrl)}`;
    return { object: "account_link", created: now(), expires_at: now() + 300, url };
  }

  function createSession(body: Record<string, FormValue>, stripeAccount: string | null): CheckoutSession {
    if (!stripeAccount)
      deps.fail(400, {
        type: "invalid_request_error",
        message: "The fake expects Checkout Sessions on a connected account (Stripe-Account).",
      });
    const owner = account(stripeAccount as string);
    if (!owner.charges_enabled) {
      deps.fail(400, { type: "invalid_request_error", message: "Your account cannot currently make charges. Complete onboarding first." });
    }
    const line = (body.line_items as { price_data?: { currency?: string; unit_amount?: string }; quantity?: string }[] | undefined)?.[0];
    const amount = Number(line?.price_data?.unit_amount) * Number(line?.quantity ?? 1);
    if (body.mode !== "payment" || !line?.price_data?.currency || !Number.isInteger(amount) || amount <= 0) {
      deps.fail(400, { type: "invalid_request_error", param: "line_items", message: "Invalid line_items or mode" });
    }
    const id = `cs_test_${crypto.randomBytes(16).toString("hex")}`;
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      account: owner.id,
      mode: "payment",
      amount_total: amount,
      currency: String(line?.price_data?.currency),
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_intent_metadata: ((body.payment_intent_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {}) as Json,
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: String(body.success_url ?? ""),
      cancel_url: String(body.cancel_url ?? ""),
      url: `${deps.baseUrl()}/checkout/pay/${id}`,
      livemode: false,
      created: now(),
    };
    sessions.set(id, session);
    return session;
  }

  /** The session as Stripe's API and events show it (no fake-only fields). */
  function sessionJson(session: CheckoutSession): Json {
    const { account: _account, payment_intent_metadata: _metadata, ...json } = session;
    return json;
  }

  /** The customer pays on the hosted page: a PaymentIntent and its charge succeed, the session completes. */
  function pay(sessionId: string): CheckoutSession {
    const session = sessions.get(sessionId) ?? missing("checkout.session", sessionId);
    if (session.status !== "open") return session;
    const intent = randomId("pi");
    charges.set(intent, {
      id: randomId("ch"),
      object: "charge",
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      paid: true,
      refunded: false,
      status: "succeeded",
      payment_intent: intent,
      metadata: session.payment_intent_metadata as Record<string, string>,
      account: session.account,
    });
    Object.assign(session, { payment_intent: intent, payment_status: "paid", status: "complete" });
    return session;
  }

  /** A refund of part or all of a paid session's charge: the charge as `charge.refunded` carries it. */
  function refund(paymentIntent: string, amount: number): Json {
    const charge = charges.get(paymentIntent) ?? missing("payment_intent", paymentIntent);
    charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + amount);
    charge.refunded = charge.amount_refunded === charge.amount;
    const { account: _account, ...json } = charge;
    return json;
  }

  /** A Connect event: Stripe's envelope with the connected account in `account`. */
  const connectEvent = (type: string, object: Json, accountId: string): Json => ({ ...deps.event(type, object), account: accountId });

  function later(event: Json): void {
    setTimeout(() => void deps.deliver(event), settings.webhookDelayMs);
  }

  function handleApi(method: string, parts: string[], body: Record<string, FormValue>, stripeAccount: string | null): Json | undefined {
    const [resource, id, action] = parts;
    if (resource === "accounts" && method === "POST" && !id) return createAccount(body);
    if (resource === "accounts" && method === "GET" && id) return account(id);
    if (resource === "account_links" && method === "POST") return createAccountLink(body);
    if (resource === "checkout" && id === "sessions" && method === "POST" && !action) return createSession(body, stripeAccount);
    return undefined;
  }

  /** The hosted pages; answers false for any other path. */
  function handlePage(method: string, url: URL, response: http.ServerResponse): boolean {
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(url.pathname);
    const checkout = /^\/checkout\/pay\/([^/]+)$/.exec(url.pathname);
    if (onboarding && method === "GET") {
      const target = `${url.pathname}?${url.searchParams}`;
      page(
        response,
        "Set up payments",
        `<h1>Stripe (stand-in): set up payments</h1><form method="post" action="${escape(target)}"><button>Complete onboarding</button></form>`,
      );
      return true;
    }
    if (onboarding && method === "POST") {
      const enabled = account(onboarding[1] as string);
      Object.assign(enabled, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
      later(connectEvent("account.updated", { ...enabled }, enabled.id));
      redirect(response, url.searchParams.get("return_url") ?? "/");
      return true;
    }
    if (checkout && method === "GET") {
      const session = sessions.get(checkout[1] as string);
      if (!session) return false;
      const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
      page(
        response,
        "Pay",
        `<h1>Stripe Checkout (stand-in)</h1><p data-testid="checkout-amount">${escape(amount)}</p>` +
          `<form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button>Pay ${escape(amount)}</button></form>` +
          `<a href="${escape(session.cancel_url)}">Cancel</a>`,
      );
      return true;
    }
    if (checkout && method === "POST") {
      const session = pay(checkout[1] as string);
      later(connectEvent("checkout.session.completed", sessionJson(session), session.account));
      redirect(response, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
      return true;
    }
    return false;
  }

  return { accounts, sessions, charges, settings, handleApi, handlePage, pay, refund, sessionJson, connectEvent };
}

export type ConnectFake = ReturnType<typeof createConnectFake>;

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(response: http.ServerResponse, title: string, body: string): void {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
      `<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{font-size:1.1rem;padding:.6rem 1.2rem}input{display:block;margin:.5rem 0 1rem;width:100%}</style></head><body>${body}</body></html>`,
  );
}

function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}
