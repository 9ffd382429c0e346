import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as getUser } from "@/app/api/user/route";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { createHmac, randomBytes } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db";
import { callRoute, sessionCookieFrom } from "./support/call-route";
import { registrationPayload, signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";

const post = (handler: typeof register, body: unknown, extra: { headers?: Record<string, string>; cookie?: string } = {}) =>
  callRoute(handler, { method: "POST", body, ...extra });

describe("POST /api/register", () => {
  it("creates the user, signs them in, records the signup event, and never returns the hash", async () => {
    const payload = registrationPayload({ email: "  New.Person@Example.COM " });
    const response = await post(register, payload);
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(user).toMatchObject({
      email: "new.person@example.com",
      username: payload.username,
      isPro: false,
      isAdmin: false,
      country: "US",
    });
    expect(JSON.stringify(user)).not.toMatch(/passwordHash|argon2/);
    const cookie = sessionCookieFrom(response);
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Lax/);

    const me = await callRoute(getUser, { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe("new.person@example.com");

    const stored = await db.user.findUniqueOrThrow({
      where: { email: "new.person@example.com" },
      select: { passwordHash: true, id: true },
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.activityEvent.count({ where: { userId: stored.id, type: "signup" } })).toBe(1);
  });

  it("stores a business with its company name as username and company", async () => {
    const response = await post(
      register,
      registrationPayload({
        businessType: "business",
        username: undefined,
        businessName: "Acme AB",
        country: "SE",
        vatNumber: "SE556036079301",
        vatRegistered: true,
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      username: "Acme AB",
      company: "Acme AB",
      businessType: "business",
      country: "SE",
      vatRegistered: true,
    });
  });

  it.each([
    [{ password: "12345" }, "Password must be at least 6 characters long"],
    [{ agreeToTerms: false }, "Please complete the verification and agree to terms"],
    [{ humanVerified: false }, "Please complete the verification and agree to terms"],
    [{ email: "" }, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ password: "" }, "Password is required"],
    [{ username: "  " }, "Full name is required"],
    [{ businessType: "business", username: undefined }, "Company name is required"],
    [{ country: "XX" }, "Please choose a valid country"],
    [{ faxNumber: "+1 555 0100" }, "Please complete the verification and agree to terms"],
  ])("refuses %j with 400 '%s' and writes nothing", async (overrides, message) => {
    const before = await db.user.count();
    const response = await post(register, registrationPayload(overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await db.user.count()).toBe(before);
  });

  it("refuses an e-mail already registered, whatever its case and spaces, with 409", async () => {
    await signUp({ email: "taken@example.com" });
    const response = await post(register, registrationPayload({ email: " TAKEN@example.com " }));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("An account with this email already exists");
    expect(await db.user.count({ where: { email: "taken@example.com" } })).toBe(1);
  });

  it("refuses a body that is not JSON with 415 and a cross-origin call with 403", async () => {
    const form = await callRoute(register, {
      method: "POST",
      body: "email=a%40b.c",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const crossOrigin = await post(register, registrationPayload(), { headers: { origin: "https://evil.example" } });
    expect(crossOrigin.status).toBe(403);
    const nullOrigin = await post(register, registrationPayload(), { headers: { origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    const sameOrigin = await post(register, registrationPayload(), { headers: { origin: "http://localhost:3000" } });
    expect(sameOrigin.status).toBe(201);
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and answers the user", async () => {
    const { user, password } = await signUp();
    const response = await post(login, { email: user.email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(user.id);
    const me = await callRoute(getUser, { cookie: sessionCookieFrom(response) });
    expect(me.status).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail identically with 401", async () => {
    const { user } = await signUp();
    const wrongPassword = await post(login, { email: user.email, password: "wrong-password" });
    const unknownEmail = await post(login, { email: "nobody@example.com", password: "wrong-password" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it("asks for both fields", async () => {
    const response = await post(login, { email: "a@b.co" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Email and password are required");
  });

  it("answers 429 with Retry-After once an address has failed too often on an account, but still lets the owner in from elsewhere", async () => {
    const { user, password } = await signUp();
    const attacker = fromAddress("198.51.100.7");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await post(login, { email: user.email, password: "wrong" }, { headers: attacker })).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await post(login, { email: user.email, password }, { headers: attacker });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const owner = await post(login, { email: user.email, password }, { headers: fromAddress("203.0.113.20") });
    expect(owner.status).toBe(200);
  });
});

describe("sessions", () => {
  it("GET /api/user answers 401 without a session or with a forged cookie", async () => {
    expect((await callRoute(getUser)).status).toBe(401);
    expect((await callRoute(getUser, { cookie: "next-auth.session-token=forged" })).status).toBe(401);
  });

  it("logout ends the session on the server: the old cookie no longer works", async () => {
    const { cookie } = await signUp();
    const response = await callRoute(logout, { method: "POST", cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((value) => value.includes("Max-Age=0"))).toBe(true);
    expect((await callRoute(getUser, { cookie })).status).toBe(401);
  });

  it("answers 401 for an expired session, a deactivated account, and a session token naming another user", async () => {
    const expiring = await signUp();
    await db.session.updateMany({ where: { userId: expiring.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callRoute(getUser, { cookie: expiring.cookie })).status).toBe(401);

    const deactivated = await signUp();
    expect((await callRoute(getUser, { cookie: deactivated.cookie })).status).toBe(200);
    await db.user.update({ where: { id: deactivated.user.id }, data: { isActive: false } });
    expect((await callRoute(getUser, { cookie: deactivated.cookie })).status).toBe(401);

    // The database holds only the token's keyed hash: a copy of the Session table signs nobody in,
    // and neither does a well-formed token nobody was given.
    const victim = await signUp();
    const [victimSession] = await db.session.findMany({ where: { userId: victim.user.id }, select: { id: true } });
    expect(victimSession!.id).toBe(createHmac("sha256", getAuthSecret()).update(victim.cookie.split("=")[1]!).digest("hex"));
    expect((await callRoute(getUser, { cookie: `next-auth.session-token=${victimSession!.id}` })).status).toBe(401);
    expect((await callRoute(getUser, { cookie: `next-auth.session-token=${randomBytes(32).toString("base64url")}` })).status).toBe(401);
    expect((await callRoute(getUser, { cookie: victim.cookie })).status).toBe(200);
  });

  it("logout of one browser leaves the user's other sessions alone", async () => {
    const { user, cookie, password } = await signUp();
    const other = sessionCookieFrom(await post(login, { email: user.email, password }));
    await callRoute(logout, { method: "POST", cookie });
    expect((await callRoute(getUser, { cookie: other })).status).toBe(200);
  });
});

describe("DELETE /api/account", () => {
  it("removes every row of the user and ends all their sessions", async () => {
    const { user, cookie, password } = await signUp();
    const secondSession = sessionCookieFrom(await post(login, { email: user.email, password }));
    await db.customer.create({ data: { userId: user.id, name: "C", email: "c@example.com" } });
    const survivor = await signUp();

    const response = await callRoute(deleteAccount, { method: "DELETE", cookie });
    expect(response.status).toBe(200);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.customer.count({ where: { userId: user.id } })).toBe(0);
    expect((await callRoute(getUser, { cookie })).status).toBe(401);
    expect((await callRoute(getUser, { cookie: secondSession })).status).toBe(401);
    expect((await callRoute(getUser, { cookie: survivor.cookie })).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await callRoute(deleteAccount, { method: "DELETE" })).status).toBe(401);
  });
});
