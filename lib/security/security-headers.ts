import { isHttpsApp } from "@/lib/config/app-url";

type Env = Record<string, string | undefined>;

// Stripe.js and its iframes on /subscribe (Stripe's documented CSP origins).
const STRIPE_SCRIPTS = "https://js.stripe.com https://*.js.stripe.com";
const STRIPE_FRAMES = `${STRIPE_SCRIPTS} https://hooks.stripe.com`;
const STRIPE_API = "https://api.stripe.com";

/**
 * Where Pay now's form may end up: the form posts to /i/{token}/pay, which answers 303 to Stripe's
 * hosted checkout, and Chromium holds redirects of a form to form-action too. STRIPE_API_BASE's
 * origin is the stand-in's (tests), which serves its checkout page itself.
 */
function checkoutOrigins(env: Env): string {
  const base = env.STRIPE_API_BASE?.trim();
  let standIn = "";
  try {
    standIn = base ? new URL(base).origin : "";
  } catch {
    standIn = "";
  }
  return `https://checkout.stripe.com ${standIn}`.trim();
}

function analyticsOrigin(env: Env): string {
  const url = env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL?.trim();
  if (!url) return "";
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

export type PolicyOptions = {
  /** A per-request nonce: the page renders per request and Next puts the nonce on its scripts. */
  nonce?: string;
  /** The hashes of a prerendered page's inline scripts (lib/security/static-page-hashes.ts). */
  scriptHashes?: readonly string[];
  /** Stripe.js, its frames and API: only the payment page (/subscribe) needs them. */
  stripe?: boolean;
  /** The public invoice page: its Pay now form is redirected to Stripe Checkout (issue #27). */
  checkout?: boolean;
  isDev?: boolean;
};

/**
 * The Content-Security-Policy of a page. A page that renders per request gets a fresh nonce with
 * 'strict-dynamic': only Next's own nonce'd scripts and what they load run. A prerendered page is
 * served as a file and can't carry a nonce: its policy names its inline scripts by hash. Without
 * either (`next dev`, or a build whose pages can't be read) inline scripts are allowed as a whole.
 * Every policy forbids framing, plugins, foreign forms and <base> tricks.
 */
export function contentSecurityPolicy(options: PolicyOptions, env: Env = process.env): string {
  const analytics = analyticsOrigin(env);
  const hashes = (options.scriptHashes ?? []).join(" ");
  const scripts = options.nonce
    ? `'self' 'nonce-${options.nonce}' 'strict-dynamic' ${hashes}`
    : options.scriptHashes
      ? `'self' ${hashes}`
      : "'self' 'unsafe-inline'";
  const stripe = (sources: string) => (options.stripe ? sources : "");
  return [
    "default-src 'self'",
    squeeze(`script-src ${scripts} ${stripe(STRIPE_SCRIPTS)} ${analytics} ${options.isDev ? "'unsafe-eval'" : ""}`),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    squeeze(`connect-src 'self' ${stripe(STRIPE_API)} ${analytics}`),
    options.stripe ? `frame-src ${STRIPE_FRAMES}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    options.checkout ? `form-action 'self' ${checkoutOrigins(env)}` : "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function squeeze(directive: string): string {
  return directive.replace(/\s+/g, " ").trim();
}

/** Headers every page answer carries besides its policy. */
export function pageSecurityHeaders(env: Env = process.env): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  };
  if (isHttpsApp(env)) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
