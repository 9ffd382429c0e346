// Issue #26: findings 3 and 11 of the second attack from outside, as the requests an attacker sent.
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { POST as createCustomer } from "@/app/api/customers/route";
import { errorEventsWritten, ERROR_EVENTS_PER_MINUTE, recordServerError } from "@/lib/activity/record-server-error";
import { db } from "@/lib/db";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { errorResponse } from "@/lib/http/error-response";
import { assertJsonBody } from "@/lib/http/request-guards";
import { callRoute } from "./support/call-route";
import { signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";

const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const errorEvents = () => db.activityEvent.count({ where: { type: "error" } });

describe("finding 3: deeply nested JSON", () => {
  it("finding 3: 5,000 levels (12 KB) → 400 with a plain message at login, registration and a signed-in route, and no error event", async () => {
    const { cookie } = await signUp();
    const before = await errorEvents();
    const body = nested(5_000);
    expect(body.length).toBeLessThan(12 * 1024);
    for (const [handler, extra] of [
      [login, {}],
      [register, {}],
      [createCustomer, { cookie }],
    ] as const) {
      const response = await callRoute(handler, { method: "POST", body, headers: fromAddress("203.0.113.30"), ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "The request body is nested too deeply (at most 64 levels)" });
    }
    await errorEventsWritten();
    expect(await errorEvents()).toBe(before);
  });

  it("keeps brackets inside strings out of the count, and 64 levels are fine", async () => {
    const response = await callRoute(login, {
      method: "POST",
      body: JSON.stringify({ email: "[".repeat(200) + "@example.com", password: "x".repeat(10) }),
      headers: fromAddress("203.0.113.31"),
    });
    expect(response.status).toBe(401);
    const deep = await callRoute(login, { method: "POST", body: nested(64), headers: fromAddress("203.0.113.31") });
    expect((await deep.json()).message ?? "").not.toMatch(/nested/);
  });

  it("finding 3: 200 server errors write at most ERROR_EVENTS_PER_MINUTE events (the rest only reach the log)", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const before = await errorEvents();
    for (let i = 0; i < 200; i += 1) recordServerError(new Error(`boom ${i}`));
    await errorEventsWritten();
    expect((await errorEvents()) - before).toBeLessThanOrEqual(ERROR_EVENTS_PER_MINUTE);
  });
});

describe("finding 11: smaller ones", () => {
  it("finding 11: `application/json-evil` is not JSON (415), `application/json; charset=utf-8` and `application/problem+json` are", async () => {
    const post = (contentType: string) =>
      callRoute(login, { method: "POST", body: "{}", headers: { "content-type": contentType, ...fromAddress("203.0.113.32") } }).then(
        (r) => r.status,
      );
    expect(await post("application/json-evil")).toBe(415);
    expect(await post("application/jsonp")).toBe(415);
    expect(await post("application/json; charset=utf-8")).toBe(400);
    expect(await post("application/problem+json")).toBe(400);
  });

  it("finding 11: a chunked body without Content-Type is refused with 415", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a@b.c","password":"secret1"}'));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3000/api/login", {
      method: "POST",
      body: stream,
      headers: fromAddress("203.0.113.33", { "transfer-encoding": "chunked" }),
      duplex: "half",
    } as RequestInit);
    const response = await login(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(415);
  });

  it("a bodiless DELETE as a browser sends it (an empty stream, no Content-Length, no Content-Type) is not a 415", () => {
    const request = new Request("http://localhost:3000/api/customers/any", {
      method: "DELETE",
      body: new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }),
      duplex: "half",
    } as RequestInit);
    expect(() => assertJsonBody(request)).not.toThrow();
  });

  it("finding 11: PostgreSQL's admin shutdown (57P01) is a 503 with Retry-After, not a 500", async () => {
    // The server ends our own connection, as a restart or failover does.
    const error = await db.$queryRaw`SELECT pg_terminate_backend(pg_backend_pid())`.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!process.env.TEST_DATABASE_URL) return; // PGlite has no server to shut down
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
    jest.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });
});

describe("finding 7: dates within 2000–2099", () => {
  it("finding 7: an invoice dated 0000-01-01 and a payment in 2150 are 400s naming the field and the range, not 500s", async () => {
    const { cookie } = await signUp();
    const customer = await addCustomer(cookie);
    const zero = await postInvoice(cookie, invoicePayload(customer.id, { invoiceDate: "0000-01-01" }));
    expect(zero.status).toBe(400);
    expect(await zero.json()).toMatchObject({ message: expect.stringContaining("Invoice date must be between 2000-01-01 and 2099-12-31") });
    const invoice = await (await postInvoice(cookie, invoicePayload(customer.id))).json();
    for (const date of ["2150-01-01", "1999-12-31", "0000-01-01"]) {
      const paid = await callRoute(paymentsRoute, { method: "POST", cookie, params: { id: invoice.id }, body: { amount: "1.00", date } });
      expect(paid.status).toBe(400);
      expect((await paid.json()).message).toContain("Date must be between 2000-01-01 and 2099-12-31");
    }
  });
});
