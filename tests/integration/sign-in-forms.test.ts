import type { GetServerSidePropsContext } from "next";
import { POST as signInForm } from "@/app/auth/sign-in/route";
import { GET as sessionCheck } from "@/app/auth/session/route";
import { getServerSideProps } from "@/pages/auth";
import { resolveSession } from "@/lib/auth/session";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { FORM_EMAIL_COOKIE } from "@/lib/auth/forms/form-outcomes";
import { signUp } from "./support/accounts";
import { BASE_URL } from "./support/call-route";
import { fromAddress } from "./support/client-address";

// Issue #26: /auth ships no JavaScript; its form posts to the route handler /auth/sign-in, which
// answers 303 (the proxy no longer signs in), and pages/auth.tsx shows what the `?error=` code says.

let addressCount = 0;
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

function postForm(fields: Record<string, string> | string, headers: Record<string, string> = {}): Promise<Response> {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  const request = new Request(new URL("/auth/sign-in", BASE_URL), {
    method: "POST",
    headers: fromAddress(nextAddress(), { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL, ...headers }),
    body,
  });
  return signInForm(request);
}

function location(response: Response): string {
  expect(response.status).toBe(303);
  const url = new URL(response.headers.get("location") as string, BASE_URL);
  return url.pathname + url.search;
}

/** pages/auth.tsx's getServerSideProps for the URL a 303 pointed at, with the cookies it set. */
async function renderAuth(path: string, cookie = "") {
  const url = new URL(path, BASE_URL);
  const headers: Record<string, string | string[]> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
  const context = {
    req: { method: "GET", headers: { cookie } },
    res,
    query: Object.fromEntries(url.searchParams),
  } as unknown as GetServerSidePropsContext;
  const result = (await getServerSideProps(context)) as {
    props: { form: { email: string; errors: Record<string, string>; failure?: string } };
  };
  return { form: result.props.form, status: res.statusCode, headers };
}

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("POST /auth/sign-in", () => {
  it("signs in with the right password: the session's cookies and a 303 to the dashboard", async () => {
    const { user, password } = await signUp();
    const response = await postForm({ email: ` ${user.email.toUpperCase()} `, password });
    expect(location(response)).toBe("/dashboard");
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^next-auth\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies[1]).toMatch(/^invoiceflow-signed-in=1; Path=\//);
    expect((await resolveSession(sessionTokenFromCookieHeader(cookies[0]!.split(";")[0]!)))?.id).toBe(user.id);
  });

  it("a wrong password: 303 back to /auth with an opaque code; the page shows 401 and the message, the e-mail kept in a 60-second HttpOnly cookie", async () => {
    const { user } = await signUp();
    const response = await postForm({ email: user.email, password: "not-the-password" });
    expect(location(response)).toBe("/auth?error=invalid");
    const [emailCookie] = response.headers.getSetCookie();
    expect(emailCookie).toMatch(new RegExp(`^${FORM_EMAIL_COOKIE}=.+; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`));
    const page = await renderAuth("/auth?error=invalid", cookiePairs(response));
    expect(page.status).toBe(401);
    expect(page.form).toEqual({ email: user.email, errors: {}, failure: "Invalid email or password" });
    expect(page.headers["set-cookie"]).toMatch(/Max-Age=0/);
  });

  it("empty fields, an oversized password and a control character: a message under each field, each said once, 400", async () => {
    expect(location(await postForm({ email: "", password: "" }))).toBe("/auth?error=email_required%2Cpassword_required");
    const both = await renderAuth("/auth?error=email_required,password_required");
    // Issue #24: "Email and password are required" under both fields printed the sentence twice.
    expect(both).toMatchObject({ status: 400, form: { errors: { email: "Email is required", password: "Password is required" } } });
    expect((await renderAuth("/auth?error=password_required")).form.errors).toEqual({ password: "Password is required" });
    expect(location(await postForm({ email: "a@example.com", password: "x".repeat(257) }))).toBe("/auth?error=password_too_long");
    expect(location(await postForm({ email: "a\u0000@example.com", password: "secret" }))).toBe("/auth?error=email_control");
  });

  it("shows only our own sentences: unknown codes are ignored", async () => {
    expect((await renderAuth("/auth?error=Call%20%2B1%20555%200100")).form).toEqual({ email: "", errors: {} });
  });

  it("refuses a post from another site (login CSRF) and bodies that are not a small form", async () => {
    const { user, password } = await signUp();
    const crossSite = await postForm({ email: user.email, password }, { origin: "https://evil.example" });
    expect(location(crossSite)).toBe("/auth?error=cross_origin");
    expect(crossSite.headers.getSetCookie().some((cookie) => cookie.includes("session-token"))).toBe(false);
    expect(location(await postForm(JSON.stringify({ email: user.email, password }), { "content-type": "application/json" }))).toBe(
      "/auth?error=unsupported",
    );
    expect(location(await postForm({ email: user.email, password, padding: "x".repeat(20_000) }))).toBe("/auth?error=too_large");
  });

  it("finding 9: refuses a declared 1 GiB body on its Content-Length without reading a byte, and stops reading a chunked body past the limit", async () => {
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      });
    const declared = new Request(new URL("/auth/sign-in", BASE_URL), {
      method: "POST",
      headers: fromAddress("198.51.100.250", {
        "content-type": "application/x-www-form-urlencoded",
        origin: BASE_URL,
        "content-length": String(2 ** 30),
      }),
      body: endless(),
      duplex: "half",
    } as RequestInit);
    expect(location(await signInForm(declared))).toBe("/auth?error=too_large");
    expect(pulled).toBeLessThanOrEqual(1); // a stream may pull once when created; nothing is read
    pulled = 0;
    const chunked = new Request(new URL("/auth/sign-in", BASE_URL), {
      method: "POST",
      headers: fromAddress("198.51.100.251", { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL }),
      body: endless(),
      duplex: "half",
    } as RequestInit);
    expect(location(await signInForm(chunked))).toBe("/auth?error=too_large");
    expect(pulled).toBeLessThan(5); // 16 KB limit: the first 64 KB chunk is past it
  });

  it("counts failures as /api/login does: the eleventh attempt on one account from one address is 429 with Retry-After", async () => {
    const { user, password } = await signUp();
    const headers = fromAddress("203.0.113.77", { "content-type": "application/x-www-form-urlencoded", origin: BASE_URL });
    const attempt = (pass: string) =>
      signInForm(
        new Request(new URL("/auth/sign-in", BASE_URL), {
          method: "POST",
          headers,
          body: new URLSearchParams({ email: user.email, password: pass }).toString(),
        }),
      );
    for (let i = 0; i < 10; i += 1) expect(location(await attempt("wrong-password"))).toBe("/auth?error=invalid");
    const limited = location(await attempt(password));
    expect(limited).toMatch(/^\/auth\?error=rate_limited&retry=\d+$/);
    const page = await renderAuth(limited);
    expect(page.status).toBe(429);
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0);
    expect(page.form.failure).toBe("Too many attempts. Please try again later.");
  });
});

describe("GET /auth/session (where the proxy sends /auth with a session cookie)", () => {
  it("a valid session goes to the dashboard; a stale cookie is removed and the form shows", async () => {
    const { cookie } = await signUp();
    const check = (cookieHeader: string) =>
      sessionCheck(new Request(new URL("/auth/session", BASE_URL), { headers: { cookie: cookieHeader } }));
    expect(location(await check(cookie))).toBe("/dashboard");
    const stale = await check("next-auth.session-token=not-a-session; invoiceflow-signed-in=1");
    expect(location(stale)).toBe("/auth");
    expect(stale.headers.getSetCookie().every((value) => value.includes("Max-Age=0"))).toBe(true);
  });
});
