// The JavaScript a signed-in page loads before it is usable (issue #24, "Light on a phone"): every
// <script src> in the page's server-rendered HTML, as `npm start` serves it, compressed here the way
// scripts/start.mjs compresses it (the `compression` package: gzip at zlib's default level 6, brotli
// at quality 4). Chunks the page imports later (next/dynamic: dialogs, the admin's charts) are not
// in the HTML and not counted; Next's `noModule` polyfill is not loaded by a current browser and
// not counted either. Shared by `npm run budget`, `npm run lighthouse` and tests/e2e/first-load-js.spec.ts.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Compressed (gzip) first-load JavaScript per page, in KB of 1,024 bytes. */
export const FIRST_LOAD_JS_BUDGETS_KB = {
  "/dashboard": 200,
  "/invoices": 200,
  "/create-invoice": 240,
};

/** The seed's Pro demo account (prisma/seed.ts): a user with customers and invoices. */
export const DEMO_ACCOUNT = { email: "pro@demo.invoiceflow.test", password: "demo-pro-123" };

/** The external scripts of a page's HTML, in order, without duplicates or `noModule` ones. */
export function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (!src || /\snomodule\b/i.test(tag)) continue;
    const url = src.replaceAll("&amp;", "&");
    if (!sources.includes(url)) sources.push(url);
  }
  return sources;
}

export const gzipSize = (body) => gzipSync(body).length;
export const brotliSize = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;

/** Signs in through the form of /auth (POST /auth/sign-in, a 303 with the session's cookies). */
export async function signIn(origin, account = DEMO_ACCOUNT) {
  const response = await fetch(`${origin}/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(account).toString(),
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.endsWith("/dashboard")) {
    throw new Error(`signing in as ${account.email} answered ${response.status} ${location}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function getBody(url, headers) {
  // Node's fetch may reuse a keep-alive socket the server closed during a long run: one more try.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers, redirect: "manual" });
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/** The page's first-load scripts and their sizes: raw, gzip and brotli bytes. */
export async function firstLoadJs(origin, page, cookie = "") {
  const html = (await getBody(`${origin}${page}`, { cookie })).toString("utf8");
  const scripts = [];
  for (const src of scriptSources(html)) {
    const url = new URL(src, `${origin}${page}`).href;
    const body = await getBody(url, { "accept-encoding": "identity" });
    scripts.push({ url, raw: body.length, gzip: gzipSize(body), brotli: brotliSize(body) });
  }
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { page, scripts, raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli") };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The budget table's rows and whether every page is within its budget. */
export function budgetReport(results) {
  const lines = ["| Page | Scripts | JS raw | JS gzip | JS brotli | Budget (gzip) | |", "|---|---|---|---|---|---|---|"];
  let withinBudget = true;
  for (const result of results) {
    const budget = FIRST_LOAD_JS_BUDGETS_KB[result.page];
    const ok = budget === undefined || result.gzip <= budget * 1024;
    if (!ok) withinBudget = false;
    lines.push(
      `| ${result.page} | ${result.scripts.length} | ${kb(result.raw)} | ${kb(result.gzip)} | ${kb(result.brotli)} | ${budget === undefined ? "–" : `${budget} KB`} | ${budget === undefined ? "" : ok ? "✔" : "✘ over budget"} |`,
    );
  }
  return { lines, withinBudget };
}
