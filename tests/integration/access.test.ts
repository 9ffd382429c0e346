import fs from "node:fs";
import path from "node:path";
import "./support/use-test-database";
import { db } from "@/lib/db";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";

/**
 * Walks every route handler under app/api (and app/q) and calls each method it exports without a session.
 * Anything not on the public list must answer 401, so a route added without protection fails here.
 */
const PUBLIC_ROUTES: Record<string, number[]> = {
  "GET /api/health": [200],
  "POST /api/register": [400],
  "POST /api/login": [400],
  "POST /api/logout": [200],
  "GET /api/verify-email": [303],
  "POST /api/admin/login": [400],
  // Issue #26: the second sign-in step (400 for an empty body) and "Forgot password?".
  "POST /api/login/2fa": [400],
  "POST /api/password-reset": [400],
  "POST /api/password-reset/confirm": [400],
  "POST /api/webhooks/stripe": [400, 503],
  // Connect events: the signature decides (400), or 503 where STRIPE_CONNECT_WEBHOOK_SECRET is unset.
  "POST /api/webhooks/stripe-connect": [400, 503],
  "POST /api/support": [400],
  // The scheduler's bearer secret instead of a session: 401 without it, 503 where CRON_SECRET is unset.
  "POST /api/cron/reminders": [401, 503],
  "GET /api/cron/reminders": [401, 503],
  "POST /api/cron/ecb-rates": [401, 503],
  "GET /api/cron/ecb-rates": [401, 503],
  "POST /api/cron/vat-checks": [401, 503],
  "GET /api/cron/vat-checks": [401, 503],
  "POST /api/cron/purge-records": [401, 503],
  "GET /api/cron/purge-records": [401, 503],
  // A quote's public link (issue #28): the token is the key; a wrong one is 404 (415 before that for a body that is no form).
  "GET /q/some-token/pdf": [404],
  "POST /q/some-token/accept": [404, 415],
  "POST /q/some-token/decline": [404],
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

// The API, and the public quote link's routes (/q/{token}/…), which answer visitors by design.
const routes = [...routeFiles(path.resolve("app/api")), ...routeFiles(path.resolve("app/q"))].flatMap((file) => {
  const urlPath = `/${path.relative(path.resolve("app"), path.dirname(file))}`.replace(/\[([^\]]+)\]/g, "some-$1");
  const handlers = jest.requireActual(file) as Record<string, unknown>;
  return METHODS.filter((method) => typeof handlers[method] === "function").map((method) => ({
    method,
    urlPath,
    handler: handlers[method] as Parameters<typeof callRoute>[0],
    params: Object.fromEntries([...file.matchAll(/\[([^\]]+)\]/g)].map((match) => [match[1] as string, "some-id"])),
  }));
});

describe("every /api route without a session", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
  });

  it.each(routes.map((route) => [`${route.method} ${route.urlPath}`, route] as const))("%s", async (name, route) => {
    const response = await callRoute(route.handler, {
      method: route.method,
      path: route.urlPath,
      params: route.params,
      body: route.method === "GET" || route.method === "DELETE" ? undefined : {},
    });
    const allowed = PUBLIC_ROUTES[name] ?? [401];
    expect(allowed).toContain(response.status);
  });
});

/** Every /api/admin route but the sign-in itself: 403 for a signed-in user, and past the guard for an admin. */
const adminRoutes = routes.filter((route) => route.urlPath.startsWith("/api/admin/") && route.urlPath !== "/api/admin/login");

describe("every /api/admin route", () => {
  let userCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    userCookie = (await signUp()).cookie;
    const admin = await signUp();
    await db.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });
    adminCookie = admin.cookie;
  });

  it("are found", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.urlPath}`, route] as const))("%s", async (_name, route) => {
    const call = (cookie: string) =>
      callRoute(route.handler, {
        method: route.method,
        path: route.urlPath,
        params: route.params,
        cookie,
        body: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
    expect((await call(userCookie)).status).toBe(403);
    // An admin gets past the guard: an answer, a 400 for the empty body or a 404 for "some-id".
    expect([200, 400, 404]).toContain((await call(adminCookie)).status);
  });
});
