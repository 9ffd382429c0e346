import { isHttpsApp } from "@/lib/config/app-url";

type Env = Record<string, string | undefined>;

// Stripe.js and its iframes on /subscribe (Stripe's documented CSP origins).
const STRIPE_SCRIPTS = "https://js.stripe.com https://*.js.stripe.com";
const STRIPE_FRAMES = `${STRIPE_SCRIPTS} https://hooks.stripe.com`;
const STRIPE_API = "https://api.stripe.com";

function analyticsOrigin(env: Env): string {
  const url = env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL?.trim();
  if (!url) return "";
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * The Content-Security-Policy of a page. Signed-in pages render per request, so they get a fresh
 * nonce with 'strict-dynamic': only Next's own nonce'd scripts and what they load run. Public pages
 * are prerendered and served as files, so they can't carry a nonce: theirs is a static policy that
 * allows the framework's inline bootstrap ('unsafe-inline'); they show no user data. Both forbid
 * framing, plugins, foreign forms and <base> tricks.
 */
export function contentSecurityPolicy(options: { nonce?: string; isDev?: boolean }, env: Env = process.env): string {
  const analytics = analyticsOrigin(env);
  const scripts = options.nonce ? `'self' 'nonce-${options.nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${scripts} ${STRIPE_SCRIPTS} ${analytics}${options.isDev ? " 'unsafe-eval'" : ""}`.replace(/\s+/g, " ").trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${STRIPE_API} ${analytics}`.trim(),
    `frame-src ${STRIPE_FRAMES}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every page answer carries besides its policy. */
export function pageSecurityHeaders(env: Env = process.env): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self \"https://js.stripe.com\")",
  };
  if (isHttpsApp(env)) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
