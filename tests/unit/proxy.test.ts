import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { PROTECTED_PATHS } from "@/lib/auth/protected-routes";

// Every page is decided at once, without the database (the proxy only sets headers and redirects; issue #26).
function visit(path: string, cookie?: string) {
  const headers = cookie ? { cookie } : undefined;
  const response = proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
  if (response instanceof Promise) throw new Error(`${path} waited for the database`);
  return response;
}

describe("proxy", () => {
  it.each(PROTECTED_PATHS)("sends a visitor without a session from %s to /auth", (path) => {
    const response = visit(path);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/auth");
  });

  it("redirects nested protected paths too", () => {
    expect(visit("/invoices/abc").headers.get("location")).toBe("http://localhost:3000/auth");
  });

  it.each(["next-auth.session-token=x", "__Secure-next-auth.session-token=y"])(
    "lets a visitor with %s through (the page checks the session itself)",
    (cookie) => {
      const response = visit("/dashboard", cookie);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
    },
  );

  it.each(["/", "/pricing", "/signup", "/dashboards", "/invoicesx"])("leaves the public path %s alone", (path) => {
    expect(visit(path).headers.get("location")).toBeNull();
  });
});

describe("finding 4: security headers on pages", () => {
  afterEach(() => {
    delete process.env.APP_URL;
  });

  it("gives a signed-in page a fresh nonce with 'strict-dynamic', hands it to the renderer, and forbids caching", () => {
    const first = visit("/dashboard", "next-auth.session-token=x");
    const second = visit("/dashboard", "next-auth.session-token=x");
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-inline' https://js.stripe.com");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce as string);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(visit("/admin").headers.get("content-security-policy")).toContain("'strict-dynamic'");
  });

  it("gives public pages a static policy and every page framing, referrer, sniffing and permission rules", () => {
    const response = visit("/pricing");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("nonce-");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("admits Stripe on /subscribe and nowhere else", () => {
    const cookie = "next-auth.session-token=x";
    expect(visit("/subscribe", cookie).headers.get("content-security-policy")).toContain("https://js.stripe.com");
    expect(visit("/settings", cookie).headers.get("content-security-policy")).not.toContain("stripe.com");
    expect(visit("/pricing").headers.get("content-security-policy")).not.toContain("stripe.com");
  });

  it("sends HSTS when the app is served over https", () => {
    process.env.APP_URL = "https://invoices.example.com";
    expect(visit("/").headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });

  it.each(["/i/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/i/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf", "/i/nope"])(
    "keeps the public invoice link %s out of search engines, caches and Referer headers, signed in or not",
    (path) => {
      for (const response of [visit(path), visit(path, "next-auth.session-token=x")]) {
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        expect(response.headers.get("referrer-policy")).toBe("no-referrer");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
        expect(response.headers.get("location")).toBeNull();
      }
    },
  );

  it("leaves other pages' referrer policy and indexing alone", () => {
    for (const path of ["/invoices", "/i", "/pricing"]) {
      expect(visit(path, "next-auth.session-token=x").headers.get("x-robots-tag")).toBeNull();
      expect(visit(path, "next-auth.session-token=x").headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("/auth (issue #26: no sign-in inside the proxy)", () => {
  it("sends a visitor with a session cookie to /auth/session, which checks it; one without sees the page", () => {
    expect(visit("/auth", "next-auth.session-token=x").headers.get("location")).toBe("http://localhost:3000/auth/session");
    expect(visit("/auth").headers.get("location")).toBeNull();
    expect(visit("/auth").headers.get("content-security-policy")).toBeTruthy();
  });
});
