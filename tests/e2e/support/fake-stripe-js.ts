import type { Page } from "@playwright/test";

/** The card that makes the fake Stripe.js leave the page (as 3-D Secure does) and come back via return_url. */
export const REDIRECT_CARD = "4000002500003155";

/**
 * A stand-in for Stripe.js (js.stripe.com is unreachable here), with just what @stripe/react-stripe-js's
 * <Elements>/<PaymentElement> and the page call: Stripe(pk).elements({clientSecret}).create("payment")
 * mounts plain card inputs; confirmPayment/confirmSetup POST the card to
 * https://api.stripe.com/v1/payment_intents/{id}/confirm with the publishable key, as Stripe.js does —
 * the test routes that to the fake Stripe server, which pays the invoice or declines the card.
 */
const FAKE_STRIPE_JS = String.raw`
(function () {
  function Stripe(publishableKey) {
    function paymentElement() {
      var handlers = {};
      var node = null;
      var element = {
        mount: function (target) {
          var host = typeof target === "string" ? document.querySelector(target) : target;
          node = document.createElement("div");
          node.setAttribute("data-fake-stripe", "payment");
          node.style.cssText = "display:grid;gap:8px;font:14px system-ui;";
          node.innerHTML =
            '<label style="display:grid;gap:4px">Card number<input name="cardnumber" inputmode="numeric" autocomplete="off" placeholder="1234 1234 1234 1234" style="border:1px solid #d4d4d8;border-radius:6px;padding:8px"></label>' +
            '<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px">' +
            '<label style="display:grid;gap:4px">Expiration<input name="exp" placeholder="MM / YY" style="border:1px solid #d4d4d8;border-radius:6px;padding:8px"></label>' +
            '<label style="display:grid;gap:4px">CVC<input name="cvc" placeholder="CVC" style="border:1px solid #d4d4d8;border-radius:6px;padding:8px"></label></div>';
          host.appendChild(node);
          setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: "payment" }); }); }, 0);
          return element;
        },
        on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
        off: function (event, handler) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; }); return element; },
        update: function () {},
        focus: function () {},
        blur: function () {},
        clear: function () {},
        unmount: function () { if (node) node.remove(); },
        destroy: function () { if (node) node.remove(); },
      };
      return element;
    }

    async function confirm(options) {
      var secret = options.elements._clientSecret;
      var id = secret.split("_secret_")[0];
      var number = (document.querySelector('[data-fake-stripe] input[name="cardnumber"]').value || "").replace(/\s/g, "");
      var body = new URLSearchParams();
      body.set("key", publishableKey);
      body.set("client_secret", secret);
      body.set("payment_method_data[type]", "card");
      body.set("payment_method_data[card][number]", number);
      body.set("return_url", options.confirmParams.return_url);
      var response = await fetch("https://api.stripe.com/v1/payment_intents/" + id + "/confirm", { method: "POST", body: body });
      var answer = await response.json();
      if (!response.ok) return { error: answer.error };
      if (options.redirect === "if_required" && number !== "${REDIRECT_CARD}") return { paymentIntent: answer };
      var back = new URL(options.confirmParams.return_url);
      back.searchParams.set("payment_intent", id);
      back.searchParams.set("payment_intent_client_secret", secret);
      back.searchParams.set("redirect_status", "succeeded");
      window.location.assign(back.toString());
      return new Promise(function () {});
    }

    return {
      elements: function (options) {
        return {
          _clientSecret: options && options.clientSecret,
          create: function (type) { if (type !== "payment") throw new Error("fake Stripe.js: only the Payment Element"); return paymentElement(); },
          getElement: function () { return null; },
          update: function () {},
          fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: confirm,
      confirmSetup: confirm,
      createToken: function () { return Promise.reject(new Error("not faked")); },
      createPaymentMethod: function () { return Promise.reject(new Error("not faked")); },
      confirmCardPayment: function () { return Promise.reject(new Error("not faked")); },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;

/**
 * Serves the fake Stripe.js for every js.stripe.com script URL @stripe/stripe-js may load, and sends
 * the browser's api.stripe.com calls to the fake Stripe server. Returns the URLs Stripe.js was asked for.
 */
export async function fakeStripeInBrowser(page: Page, fakeStripeUrl: string): Promise<string[]> {
  const loaded: string[] = [];
  await page.route(/^https:\/\/js\.stripe\.com\//, async (route) => {
    loaded.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_STRIPE_JS });
  });
  await page.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
    const request = route.request();
    const target = new URL(request.url());
    const response = await fetch(`${fakeStripeUrl}${target.pathname}${target.search}`, {
      method: request.method(),
      headers: { "content-type": request.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
      body: request.method() === "GET" ? undefined : (request.postData() ?? ""),
    });
    await route.fulfill({
      status: response.status,
      headers: { "content-type": "application/json", "access-control-allow-origin": "*" },
      body: await response.text(),
    });
  });
  return loaded;
}
