// Issue #18: each finding of the attack on main, as a request an attacker would send.
import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as customerRoute } from "@/app/api/customers/[id]/route";
import { GET as listCustomers, POST as createCustomer } from "@/app/api/customers/route";
import { GET as health } from "@/app/api/health/route";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { clearRateLimit, deleteExpiredRateLimits, RATE_LIMITS } from "@/lib/rate-limit/rate-limit";
import { isSecureRequest } from "@/lib/auth/session-cookie";
import { productionConfigProblems } from "@/lib/config/production-config";
import { createPrismaClient, getPrismaClient, setPrismaClient } from "@/lib/db/client";
import { db } from "@/lib/db";
import { clientAddress } from "@/lib/http/client-address";
import { seedProduction } from "@/lib/seed/seed-production";
import { callRoute } from "./support/call-route";
import { registrationPayload, signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";

// Dozens of password checks per test on a busy 2-core machine.

const post = (handler: typeof login, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(handler, { method: "POST", body, headers });

describe("finding 1: rate limits keyed on an address the client cannot choose", () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it("ignores X-Forwarded-For without trusted proxies: logins with a new forwarded address each, from one socket, get 429 after 50 failures", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 52; attempt += 1) {
      const headers = fromAddress("192.0.2.1", { "x-forwarded-for": `10.1.${attempt}.1` });
      statuses.push((await post(login, { email: `nobody${attempt}@example.com`, password: "wrong" }, headers)).status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it("takes the N-th address from the right behind N trusted proxies, whatever the client put left of it", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const spoofed = new Request("http://localhost/api/login", {
      headers: fromAddress("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.9" }),
    });
    expect(clientAddress(spoofed)).toBe("203.0.113.9");
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientAddress(spoofed)).toBe("1.2.3.4");
    process.env.TRUSTED_PROXY_HOPS = "0";
    expect(clientAddress(spoofed)).toBe("10.0.0.2");
  });

  it("does not trust the socket header without the start script's token (a plain next start)", () => {
    const forged = new Request("http://localhost/", { headers: { "x-invoiceflow-socket-address": "forged 10.9.9.9" } });
    expect(clientAddress(forged)).toBe("unknown");
  });

  it("counts registrations per socket address: the 31st in an hour from one host is refused, whatever it forwards", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push(
        (await post(register, registrationPayload({ email: "" }), fromAddress("192.0.2.50", { "x-forwarded-for": `10.2.${attempt}.1` })))
          .status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("finding 2: request bodies are limited while they stream", () => {
  it("answers 413 for a JSON body over 1 MB before parsing it, with or without a Content-Length", async () => {
    const { cookie } = await signUp();
    const big = JSON.stringify({ name: "x".repeat(1_100_000), email: "big@example.com" });
    const declared = await callRoute(createCustomer, { method: "POST", cookie, body: big });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode(" ".repeat(100_000)));
        controller.close();
      },
    });
    const chunked = await createCustomer(
      new Request("http://localhost:3000/api/customers", {
        method: "POST",
        body: stream,
        headers: { cookie, "content-type": "application/json" },
        duplex: "half",
      } as RequestInit),
      { params: Promise.resolve({}) },
    );
    expect(chunked.status).toBe(413);
    expect(await db.customer.count()).toBe(0);
  });

  it("refuses a password over 256 characters before hashing it", async () => {
    const response = await post(login, { email: "a@example.com", password: "p".repeat(100_000) }, fromAddress("192.0.2.60"));
    expect(response.status).toBe(400);
  });
});

describe("finding 3: nobody can lock the owner out", () => {
  it("refuses the failing address but never the owner's correct password from an address without failures", async () => {
    const { user, password } = await signUp();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await post(login, { email: user.email, password: "wrong" }, fromAddress(`198.51.100.${attempt % 2}`));
    }
    expect((await post(login, { email: user.email, password: "wrong" }, fromAddress("198.51.100.0"))).status).toBe(401);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post(login, { email: user.email, password: "wrong" }, fromAddress("198.51.100.0"));
    expect((await post(login, { email: user.email, password }, fromAddress("198.51.100.0"))).status).toBe(429);
    expect((await post(login, { email: user.email, password }, fromAddress("203.0.113.77"))).status).toBe(200);
  });

  it("clears an address's failures on the account once the owner signs in from it", async () => {
    const { user, password } = await signUp();
    for (let attempt = 0; attempt < 9; attempt += 1)
      await post(login, { email: user.email, password: "wrong" }, fromAddress("198.51.100.9"));
    expect((await post(login, { email: user.email, password }, fromAddress("198.51.100.9"))).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await post(login, { email: user.email, password: "wrong" }, fromAddress("198.51.100.9"))).status).toBe(401);
    }
  });
});

describe("finding 7: clean 4xx instead of 500", () => {
  it("refuses a NUL or other control character in a text field with a 400 naming the field, and writes nothing", async () => {
    const { cookie } = await signUp();
    const response = await callRoute(createCustomer, { method: "POST", cookie, body: { name: "Evil\u0000Corp", email: "e@example.com" } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toEqual(["name"]);
    expect(body.message).toMatch(/name contains a control character/);
    const nested = await callRoute(createCustomer, {
      method: "POST",
      cookie,
      body: { name: "Ok", email: "e@example.com", address: "a\u001bb" },
    });
    expect((await nested.json()).fields).toEqual(["address"]);
    expect(await db.customer.count()).toBe(0);
    const withLineBreaks = await callRoute(createCustomer, {
      method: "POST",
      cookie,
      body: { name: "Line\tOne", email: "ok@example.com", address: "Street 1\r\nFloor 2" },
    });
    expect(withLineBreaks.status).toBe(201);
  });

  it("answers an anonymous login with a NUL byte with 400 and GET /api/customers/%00 with 404", async () => {
    expect((await post(login, { email: "a\u0000@example.com", password: "x" }, fromAddress("192.0.2.70"))).status).toBe(400);
    const { cookie } = await signUp();
    expect((await callRoute(customerRoute, { cookie, params: { id: "\u0000" } })).status).toBe(404);
  });

  it("gives five parallel DELETE /api/account no 500", async () => {
    const { cookie } = await signUp();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => callRoute(deleteAccountRoute, { method: "DELETE", cookie }).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    expect(statuses).toContain(200);
  });

  it("answers 503 with Retry-After while the database is down, and /api/health says why", async () => {
    const { cookie } = await signUp();
    const working = getPrismaClient();
    setPrismaClient(createPrismaClient({ kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }));
    try {
      const listed = await callRoute(listCustomers, { cookie });
      expect(listed.status).toBe(503);
      expect(listed.headers.get("retry-after")).toBe("5");
      const checked = await health();
      expect(checked.status).toBe(503);
      expect((await checked.json()).reason).toMatch(/database unreachable: \S+/);
    } finally {
      setPrismaClient(working);
    }
  });
});

describe("finding 8: the Origin is compared with APP_URL", () => {
  afterEach(() => {
    delete process.env.APP_URL;
  });

  it("refuses a foreign Origin whatever X-Forwarded-Host says, and the right host on the wrong scheme", async () => {
    process.env.APP_URL = "https://invoices.example.com";
    const forwarded = await post(register, registrationPayload(), { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(forwarded.status).toBe(403);
    const wrongScheme = await post(register, registrationPayload(), { origin: "http://invoices.example.com" });
    expect(wrongScheme.status).toBe(403);
    const wrongPort = await post(register, registrationPayload(), { origin: "https://invoices.example.com:8443" });
    expect(wrongPort.status).toBe(403);
    const own = await post(register, registrationPayload(), { origin: "https://invoices.example.com" });
    expect(own.status).toBe(201);
    expect(own.headers.getSetCookie()[0]).toMatch(/^__Secure-next-auth\.session-token=.*; Secure$/);
  });

  it("makes cookies Secure whenever APP_URL is https, whatever the request says", () => {
    process.env.APP_URL = "https://invoices.example.com";
    expect(isSecureRequest(new Request("http://10.0.0.5:3000/api/login"))).toBe(true);
    process.env.APP_URL = "http://localhost:3000";
    expect(isSecureRequest(new Request("http://localhost:3000/api/login", { headers: { "x-forwarded-proto": "https" } }))).toBe(false);
  });

  it("lists what production cannot start without", () => {
    expect(productionConfigProblems({})).toEqual([
      expect.stringMatching(/^APP_URL is not set/),
      expect.stringMatching(/^NEXTAUTH_SECRET is not set/),
    ]);
    expect(productionConfigProblems({ APP_URL: "https://a.example", NEXTAUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/too short/),
    ]);
    expect(productionConfigProblems({ APP_URL: "https://a.example", NEXTAUTH_SECRET: "x".repeat(32) })).toEqual([]);
  });
});

describe("finding 10: expired rate-limit rows are deleted", () => {
  it("deletes the rows of ended windows and keeps live ones", async () => {
    await db.rateLimitBucket.createMany({
      data: [
        { key: "login-fail:addr:old", count: 3, resetAt: new Date(Date.now() - 60_000) },
        { key: "login-fail:addr:live", count: 3, resetAt: new Date(Date.now() + 60_000) },
      ],
    });
    expect(await deleteExpiredRateLimits()).toBeGreaterThanOrEqual(1);
    const keys = (await db.rateLimitBucket.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys).toContain("login-fail:addr:live");
    expect(keys).not.toContain("login-fail:addr:old");
    await clearRateLimit(RATE_LIMITS.loginFailuresPerAddress, "live");
    expect(await db.rateLimitBucket.count({ where: { key: "login-fail:addr:live" } })).toBe(0);
  });
});

describe("signed-in answers are never cached", () => {
  it("sets Cache-Control: no-store and nosniff on API answers", async () => {
    const { cookie } = await signUp();
    const response = await callRoute(listCustomers, { cookie });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("finding 6: the production seed", () => {
  it("creates only the admin from the environment and names no password", async () => {
    const usersBefore = await db.user.count();
    const secret = "a-long-admin-secret-for-tests";
    const said = await seedProduction({ ADMIN_EMAIL: "Ops@Example.com", ADMIN_PASSWORD: secret });
    expect(said).not.toContain(secret);
    expect(await db.user.count()).toBe(usersBefore + 1);
    expect(await db.user.findUnique({ where: { email: "ops@example.com" }, select: { isAdmin: true, isPro: true } })).toEqual({
      isAdmin: true,
      isPro: false,
    });
    expect(await db.user.count({ where: { email: { endsWith: "@demo.invoiceflow.test" } } })).toBe(0);
    await expect(seedProduction({ ADMIN_EMAIL: "ops@example.com" })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
