import type { GetServerSidePropsContext } from "next";
import { NextRequest, type NextResponse } from "next/server";
import { proxy } from "@/proxy";
import { getServerSideProps } from "@/pages/auth";
import { resolveSession } from "@/lib/auth/session";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { decodeSignInFormResult, encodeSignInFormResult, SIGN_IN_FORM_HEADER, type SignInFormResult } from "@/lib/auth/sign-in-form-state";
import { signUp } from "./support/accounts";
import { BASE_URL } from "./support/call-route";
import { fromAddress } from "./support/client-address";

// /auth ships no JavaScript; its form posts to the page itself. The proxy runs the sign-in
// (lib/auth/sign-in-page.ts) and pages/auth.tsx renders what it decided.

const FORWARDED = `x-middleware-request-${SIGN_IN_FORM_HEADER}`;

let addressCount = 0;
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

async function visitAuth(init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<NextResponse> {
  return proxy(new NextRequest(new URL("/auth", BASE_URL), init));
}

function postForm(fields: Record<string, string> | string, headers: Record<string, string> = {}): Promise<NextResponse> {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return visitAuth({
    method: "POST",
    headers: fromAddress(nextAddress(), { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL, ...headers }),
    body,
  });
}

/** The result the proxy handed to the page, or null when it handed none. */
function formResult(response: NextResponse): SignInFormResult | null {
  return decodeSignInFormResult(response.headers.get(FORWARDED) ?? undefined);
}

function expectToDashboard(response: NextResponse) {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(`${BASE_URL}/dashboard`);
}

describe("the proxy's side of /auth", () => {
  it("signs in with the right password: the session's cookies and a 303 to the dashboard", async () => {
    const { user, password } = await signUp();
    const response = await postForm({ email: ` ${user.email.toUpperCase()} `, password });
    expectToDashboard(response);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^next-auth\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies[1]).toMatch(/^invoiceflow-signed-in=1; Path=\//);
    expect((await resolveSession(sessionTokenFromCookieHeader(cookies[0]!.split(";")[0]!)))?.id).toBe(user.id);
  });

  it("sends a visitor with a valid session to the dashboard, and lets one with a stale cookie see the form", async () => {
    const { cookie } = await signUp();
    expectToDashboard(await visitAuth({ headers: { cookie } }));
    expectToDashboard(await postForm({ email: "x@example.com", password: "y" }, { cookie }));

    const stale = await visitAuth({ headers: { cookie: "next-auth.session-token=not-a-session; invoiceflow-signed-in=1" } });
    expect(stale.headers.get("location")).toBeNull();
    expect(stale.headers.get("x-middleware-next")).toBe("1");
  });

  it("a wrong password: 401 and the API's message for the page, the e-mail kept, no cookie", async () => {
    const { user } = await signUp();
    const response = await postForm({ email: user.email, password: "not-the-password" });
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(formResult(response)).toEqual({ status: 401, form: { email: user.email, errors: {}, failure: "Invalid email or password" } });
  });

  it("empty fields: 400 with the login schema's message under each field", async () => {
    const both = { email: "Email and password are required", password: "Email and password are required" };
    expect(formResult(await postForm({ email: "", password: "" }))).toEqual({ status: 400, form: { email: "", errors: both } });
    expect(formResult(await postForm(""))?.form.errors).toEqual(both);
  });

  it("a password longer than any allowed is refused before hashing, and a control character is named", async () => {
    expect(formResult(await postForm({ email: "a@example.com", password: "x".repeat(257) }))).toEqual({
      status: 400,
      form: { email: "a@example.com", errors: { password: "Password must be at most 256 characters long" } },
    });
    expect(formResult(await postForm({ email: "a\u0000@example.com", password: "secret" }))).toEqual({
      status: 400,
      form: { email: "", errors: { email: "email contains a control character that is not allowed" } },
    });
  });

  it("refuses a post from another site (login CSRF) and bodies that are not a small form", async () => {
    const { user, password } = await signUp();
    const crossSite = await postForm({ email: user.email, password }, { origin: "https://evil.example" });
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect(formResult(crossSite)).toMatchObject({ status: 403, form: { failure: "Cross-origin requests are not allowed" } });
    expect(formResult(await postForm({ email: user.email, password }, { "sec-fetch-site": "cross-site" }))?.status).toBe(403);

    const json = await postForm(JSON.stringify({ email: user.email, password }), { "content-type": "application/json" });
    expect(json.headers.getSetCookie()).toEqual([]);
    expect(formResult(json)?.status).toBe(415);

    const huge = await postForm({ email: user.email, password, padding: "x".repeat(20_000) });
    expect(formResult(huge)).toMatchObject({ status: 413, form: { failure: "The request body is too large" } });
  });

  it("counts failures as /api/login does: the eleventh attempt on one account from one address is 429", async () => {
    const { user, password } = await signUp();
    const headers = fromAddress("203.0.113.77", { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL });
    const attempt = (pass: string) =>
      visitAuth({ method: "POST", headers, body: new URLSearchParams({ email: user.email, password: pass }).toString() });
    for (let i = 0; i < 10; i += 1) expect(formResult(await attempt("wrong-password"))?.status).toBe(401);
    const limited = formResult(await attempt(password));
    expect(limited).toMatchObject({ status: 429, form: { failure: "Too many attempts. Please try again later." } });
    expect(limited?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("never passes on a result a client made up", async () => {
    const forged = encodeSignInFormResult({ status: 401, form: { email: "", errors: {}, failure: "Call +1 555 0100 for help" } });
    expect((await visitAuth({ headers: { [SIGN_IN_FORM_HEADER]: forged } })).headers.get(FORWARDED)).toBeNull();
    const other = proxy(new NextRequest(new URL("/pricing", BASE_URL), { headers: { [SIGN_IN_FORM_HEADER]: forged } })) as NextResponse;
    expect(other.headers.get(FORWARDED)).toBeNull();
  });
});

describe("pages/auth.tsx renders what the proxy decided", () => {
  function render(init: { method: string; headers?: Record<string, string>; url?: string }) {
    const headers: Record<string, string> = {};
    const res = { statusCode: 200, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
    const url = new URL(init.url ?? "/auth", BASE_URL);
    const context = {
      req: { method: init.method, headers: init.headers ?? {} },
      res,
      query: Object.fromEntries(url.searchParams),
    } as unknown as GetServerSidePropsContext;
    return getServerSideProps(context).then((result) => ({ result, status: res.statusCode, headers }));
  }

  it("opens the Sign In tab, or the Sign Up tab when asked, with an empty form", async () => {
    expect((await render({ method: "GET", headers: { "x-nonce": "abc" } })).result).toEqual({
      props: { tab: "signin", form: { email: "", errors: {} }, nonce: "abc" },
    });
    expect((await render({ method: "GET", url: "/auth?tab=signup" })).result).toMatchObject({ props: { tab: "signup" } });
  });

  it("shows a failed sign-in with its status and Retry-After", async () => {
    const failed: SignInFormResult = {
      status: 429,
      retryAfterSeconds: 600,
      form: { email: "a@example.com", errors: {}, failure: "Too many attempts. Please try again later." },
    };
    const { result, status, headers } = await render({
      method: "POST",
      url: "/auth?tab=signup",
      headers: { [SIGN_IN_FORM_HEADER]: encodeSignInFormResult(failed) },
    });
    expect(result).toEqual({ props: { tab: "signin", form: failed.form, nonce: "" } });
    expect(status).toBe(429);
    expect(headers["retry-after"]).toBe("600");
  });
});
