// Issue #26: two-factor sign-in (TOTP, RFC 6238) — setup, wrong code, replay refused, recovery code
// once, limited like passwords, secrets encrypted at rest, required for admins in production, and
// the same steps through the forms of the pages without JavaScript.
import { POST as login } from "@/app/api/login/route";
import { POST as loginTwoFactor } from "@/app/api/login/2fa/route";
import { GET as status } from "@/app/api/user/2fa/route";
import { POST as setup } from "@/app/api/user/2fa/setup/route";
import { POST as enable } from "@/app/api/user/2fa/enable/route";
import { POST as disable } from "@/app/api/user/2fa/disable/route";
import { GET as adminStats } from "@/app/api/admin/stats/route";
import { POST as signInForm } from "@/app/auth/sign-in/route";
import { POST as twoFactorForm } from "@/app/auth/two-factor/route";
import { db } from "@/lib/db";
import { timeStep, totpCode } from "@/lib/auth/two-factor/totp";
import { BASE_URL, callRoute, sessionCookieFrom } from "./support/call-route";
import { signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";

let addressCount = 0;
const nextAddress = () => `203.0.113.${(addressCount += 1)}`;

function post(handler: typeof login, body: unknown, options: { cookie?: string; address?: string } = {}) {
  return callRoute(handler, { method: "POST", body, cookie: options.cookie, headers: fromAddress(options.address ?? nextAddress()) });
}

/** "name=value" of the pending two-factor cookie a response set. */
function challengeCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("invoiceflow-2fa=") && !value.includes("Max-Age=0"));
  if (!cookie) throw new Error("no two-factor cookie");
  return cookie.split(";")[0]!;
}

/** A user with two-factor sign-in on; the step its enable code used is spent. */
async function userWithTwoFactor() {
  const account = await signUp();
  const started = await post(setup, {}, { cookie: account.cookie });
  expect(started.status).toBe(200);
  const { secret, otpauthUrl } = (await started.json()) as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toBe(
    `otpauth://totp/InvoiceFlow:${encodeURIComponent(account.user.email)}?secret=${secret}&issuer=InvoiceFlow&algorithm=SHA1&digits=6&period=30`,
  );
  const wrong = await post(enable, { code: "000000" === totpCode(secret, timeStep()) ? "111111" : "000000" }, { cookie: account.cookie });
  expect(wrong.status).toBe(400);
  const enabled = await post(enable, { code: totpCode(secret, timeStep()) }, { cookie: account.cookie });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { ...account, secret, recoveryCodes };
}

async function passwordStep(email: string, password: string, address?: string) {
  const response = await post(login, { email, password }, { address });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRequired: true });
  expect(response.headers.getSetCookie().some((value) => value.includes("session-token"))).toBe(false);
  return challengeCookie(response);
}

describe("two-factor sign-in through /api", () => {
  it("setup, enable with the app's first code, 10 recovery codes, the secret encrypted at rest", async () => {
    const { user, cookie, secret, recoveryCodes } = await userWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { twoFactorSecret: true } });
    expect(row.twoFactorSecret).not.toContain(secret);
    expect(await (await callRoute(status, { cookie })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await post(setup, {}, { cookie })).status).toBe(409);
  });

  it("the right password gives no session but the code step; a wrong code is 401; the right one signs in; replay refused", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const pending = await passwordStep(user.email, password);
    expect((await post(loginTwoFactor, { code: "123456" }, { cookie: pending })).status).toBe(401);
    const code = totpCode(secret, timeStep() + 1);
    const done = await post(loginTwoFactor, { code }, { cookie: pending });
    expect(done.status).toBe(200);
    expect((await done.json()).email).toBe(user.email);
    sessionCookieFrom(done);
    // The same code again, on a new sign-in: refused (each code is usable once).
    const second = await passwordStep(user.email, password);
    expect((await post(loginTwoFactor, { code }, { cookie: second })).status).toBe(401);
    // The completed challenge is gone: it can't start a second session.
    expect(await (await post(loginTwoFactor, { code }, { cookie: pending })).json()).toMatchObject({ code: "two_factor_expired" });
  });

  it("a recovery code works once, in any case and without dashes", async () => {
    const { user, password, recoveryCodes } = await userWithTwoFactor();
    const typed = recoveryCodes[0]!.toLowerCase().replace(/-/g, "");
    expect((await post(loginTwoFactor, { code: typed }, { cookie: await passwordStep(user.email, password) })).status).toBe(200);
    expect((await post(loginTwoFactor, { code: recoveryCodes[0] }, { cookie: await passwordStep(user.email, password) })).status).toBe(401);
  });

  it("the code step expires after 5 minutes, and without the pending cookie there is none", async () => {
    const { user, password, recoveryCodes } = await userWithTwoFactor();
    const pending = await passwordStep(user.email, password);
    await db.twoFactorChallenge.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await post(loginTwoFactor, { code: recoveryCodes[1] }, { cookie: pending });
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: "two_factor_expired" });
    expect((await post(loginTwoFactor, { code: recoveryCodes[1] })).status).toBe(401);
  });

  it("wrong codes are limited like passwords: the 11th from one address is 429, even with a right recovery code", async () => {
    const { user, password, recoveryCodes } = await userWithTwoFactor();
    const address = "203.0.113.250";
    const pending = await passwordStep(user.email, password, address);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => post(loginTwoFactor, { code: "000001" }, { cookie: pending, address }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect((await post(loginTwoFactor, { code: recoveryCodes[2] }, { cookie: pending, address })).status).toBe(429);
  });

  it("turning it off takes the password and a code", async () => {
    const { user, cookie, password, recoveryCodes } = await userWithTwoFactor();
    expect((await post(disable, { password: "wrong-password", code: recoveryCodes[3] }, { cookie })).status).toBe(400);
    expect((await post(disable, { password, code: "000000" }, { cookie })).status).toBe(400);
    expect((await post(disable, { password, code: recoveryCodes[4] }, { cookie })).status).toBe(200);
    const plain = await post(login, { email: user.email, password });
    expect(plain.status).toBe(200);
    expect((await plain.json()).email).toBe(user.email);
  });
});

describe("admins in production", () => {
  afterEach(() => {
    delete process.env.ADMIN_TWO_FACTOR;
  });

  it("an admin without two-factor gets 403 two_factor_required from the admin API; with it, the API answers", async () => {
    process.env.ADMIN_TWO_FACTOR = "required";
    const admin = await signUp();
    await db.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });
    const refused = await callRoute(adminStats, { cookie: admin.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "two_factor_required" });
    const { secret } = (await (await post(setup, {}, { cookie: admin.cookie })).json()) as { secret: string };
    expect((await post(enable, { code: totpCode(secret, timeStep()) }, { cookie: admin.cookie })).status).toBe(200);
    expect((await callRoute(adminStats, { cookie: admin.cookie })).status).toBe(200);
  });
});

describe("two-factor sign-in through the forms without JavaScript", () => {
  const form = (handler: typeof signInForm, path: string, fields: Record<string, string>, cookie?: string) =>
    handler(
      new Request(new URL(path, BASE_URL), {
        method: "POST",
        headers: fromAddress(nextAddress(), {
          "content-type": "application/x-www-form-urlencoded",
          origin: BASE_URL,
          ...(cookie ? { cookie } : {}),
        }),
        body: new URLSearchParams(fields).toString(),
      }),
    );

  it("/auth/sign-in → 303 /two-factor with the pending cookie; a wrong code back to /two-factor; the right one → /dashboard", async () => {
    const { user, password, recoveryCodes } = await userWithTwoFactor();
    const step = await form(signInForm, "/auth/sign-in", { email: user.email, password });
    expect(step.status).toBe(303);
    expect(new URL(step.headers.get("location")!).pathname).toBe("/two-factor");
    const pending = challengeCookie(step);
    const wrong = await form(twoFactorForm, "/auth/two-factor", { code: "999999" }, pending);
    expect(new URL(wrong.headers.get("location")!).search).toBe("?error=code_invalid");
    const done = await form(twoFactorForm, "/auth/two-factor", { code: recoveryCodes[5]! }, pending);
    expect(new URL(done.headers.get("location")!).pathname).toBe("/dashboard");
    expect(done.headers.getSetCookie().some((value) => value.startsWith("next-auth.session-token="))).toBe(true);
    expect(done.headers.getSetCookie().some((value) => value.startsWith("invoiceflow-2fa=;"))).toBe(true);
  });
});
