import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentSecurityPolicy } from "@/lib/security/security-headers";
import { inlineScriptHashes, readBuiltPages } from "@/lib/security/built-pages";

function directive(policy: string, name: string): string {
  return policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("finding 4: the page policy", () => {
  it("admits Stripe's scripts, frames and API only on the payment page", () => {
    const payment = contentSecurityPolicy({ nonce: "abc", stripe: true }, {});
    const other = contentSecurityPolicy({ nonce: "abc" }, {});
    expect(directive(payment, "script-src")).toContain("https://js.stripe.com");
    expect(directive(payment, "frame-src")).toContain("https://js.stripe.com");
    expect(directive(payment, "connect-src")).toContain("https://api.stripe.com");
    expect(other).not.toContain("stripe.com");
    expect(directive(other, "frame-src")).toBe("frame-src 'none'");
  });

  it("lets only the public invoice page's Pay now form be redirected to Stripe Checkout (issue #27)", () => {
    const page = contentSecurityPolicy({ nonce: "abc", checkout: true }, { STRIPE_API_BASE: "http://127.0.0.1:4127/" });
    expect(directive(page, "form-action")).toBe("form-action 'self' https://checkout.stripe.com http://127.0.0.1:4127");
    expect(directive(contentSecurityPolicy({ nonce: "abc", checkout: true }, {}), "form-action")).toBe(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect(directive(contentSecurityPolicy({ nonce: "abc" }, {}), "form-action")).toBe("form-action 'self'");
  });

  it("names a prerendered page's inline scripts by hash instead of allowing every inline script", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"] }, {});
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(policy).not.toContain("'unsafe-inline' ");
  });

  it("falls back to inline scripts as a whole only without a nonce or hashes (next dev)", () => {
    expect(directive(contentSecurityPolicy({ isDev: true }, {}), "script-src")).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
  });

  it("keeps the analytics origin and nothing of its path", () => {
    const policy = contentSecurityPolicy({ nonce: "n" }, { NEXT_PUBLIC_ANALYTICS_SCRIPT_URL: "https://stats.example.org/js/script.js" });
    expect(directive(policy, "script-src")).toContain("https://stats.example.org");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://stats.example.org");
  });
});

describe("the hashes of prerendered pages", () => {
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "csp-dist-"));
    fs.mkdirSync(path.join(dist, "server", "app"), { recursive: true });
    const routes = { "/": {}, "/pricing": {}, "/_not-found": {}, "/robots.txt": {} };
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes }));
    const staticRoutes = ["/", "/pricing", "/dashboard", "/robots.txt"].map((page) => ({ regex: `^${page === "/" ? "" : page}(?:/)?$` }));
    const dynamicRoutes = [{ regex: "^/invoices/([^/]+?)(?:/)?$" }];
    fs.writeFileSync(path.join(dist, "routes-manifest.json"), JSON.stringify({ staticRoutes, dynamicRoutes }));
    const page = (name: string, html: string) => fs.writeFileSync(path.join(dist, "server", "app", `${name}.html`), html);
    page(
      "index",
      '<html><script src="/_next/static/a.js" async=""></script><script id="_R_">boot()</script><script>self.__next_f.push([1,"x"])</script></html>',
    );
    page("pricing", "<script>price()</script><script>price()</script>");
    page("_not-found", "<script>missing()</script>");
  });

  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("hashes each inline script of a prerendered page exactly as written, and skips external ones", () => {
    const built = readBuiltPages(dist);
    expect(built?.scriptHashesFor("/")).toEqual([sha256("boot()"), sha256('self.__next_f.push([1,"x"])')]);
    expect(built?.scriptHashesFor("/pricing")).toEqual([sha256("price()")]);
  });

  it("leaves pages that render per request to the nonce, and answers a path no route serves with the 404 page's hashes", () => {
    const built = readBuiltPages(dist);
    expect(built?.scriptHashesFor("/dashboard")).toBeUndefined();
    expect(built?.scriptHashesFor("/invoices/abc")).toBeUndefined();
    expect(built?.scriptHashesFor("/robots.txt")).toBeUndefined();
    expect(built?.scriptHashesFor("/no-such-page")).toEqual([sha256("missing()")]);
    expect(built?.scriptHashesFor("/invoices/abc/def")).toEqual([sha256("missing()")]);
  });

  it("is null where there is no build", () => {
    expect(readBuiltPages(path.join(dist, "missing"))).toBeNull();
  });

  it("ignores empty script elements", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([]);
  });
});
