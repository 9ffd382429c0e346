// Issue #26: "Forgot password?" — the same answer for any address, a single-use link valid 1 hour,
// every other session ended, signed in, and the owner told.
import fs from "node:fs";
import path from "node:path";
import { POST as requestReset } from "@/app/api/password-reset/route";
import { POST as confirmReset } from "@/app/api/password-reset/confirm/route";
import { POST as login } from "@/app/api/login/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { passwordResetMailsSent } from "@/lib/auth/password-reset/request-password-reset";
import { PASSWORD_CHANGED_SUBJECT, PASSWORD_RESET_SUBJECT } from "@/lib/email/account-mails";
import { callRoute, sessionCookieFrom } from "./support/call-route";
import { signUp } from "./support/accounts";
import { fromAddress } from "./support/client-address";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";

const outboxDir = isolateEmailEnv({ APP_URL: "https://invoices.example.com" });

let addressCount = 0;
const post = (handler: typeof requestReset, body: unknown, address = `192.0.2.${(addressCount += 1)}`) =>
  callRoute(handler, { method: "POST", path: "/api/password-reset", body, headers: fromAddress(address) });

async function mailsTo(email: string, subject: string) {
  await passwordResetMailsSent();
  const found = [];
  for (const file of fs.readdirSync(outboxDir())) {
    const mail = await parseMail(fs.readFileSync(path.join(outboxDir(), file)));
    if (mail.subject === subject && mail.to?.some((to) => to.address === email)) found.push(mail);
  }
  return found;
}

async function resetToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email, PASSWORD_RESET_SUBJECT);
  const link = /https:\/\/invoices\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text ?? "");
  if (!link) throw new Error("no reset link in the mail");
  return link[1]!;
}

describe("POST /api/password-reset", () => {
  it("answers the same for an address with an account and one without, and mails only the account", async () => {
    const { user } = await signUp();
    const known = await post(requestReset, { email: user.email.toUpperCase() });
    const unknown = await post(requestReset, { email: "nobody-here@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailsTo(user.email, PASSWORD_RESET_SUBJECT)).toHaveLength(1);
    expect(await mailsTo("nobody-here@example.com", PASSWORD_RESET_SUBJECT)).toHaveLength(0);
    // Only a hash of the token is stored.
    const token = await resetToken(user.email);
    const stored = await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toContain(token);
    expect(Math.round((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it("limits per account (3 mails an hour, silently) and per asking address (429)", async () => {
    const { user } = await signUp();
    for (let i = 0; i < 5; i += 1) expect((await post(requestReset, { email: user.email })).status).toBe(200);
    expect(await mailsTo(user.email, PASSWORD_RESET_SUBJECT)).toHaveLength(3);
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(requestReset, { email: `x${i}@example.com` }, "192.0.2.200")).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/password-reset/confirm", () => {
  it("sets the new password, ends every other session, signs in, e-mails the owner; the link works once", async () => {
    const { user, cookie: oldSession, password: oldPassword } = await signUp();
    await post(requestReset, { email: user.email });
    const token = await resetToken(user.email);

    const tooCommon = await post(confirmReset, { token, password: "password1" });
    expect(tooCommon.status).toBe(400);
    expect((await tooCommon.json()).message).toBe("This password is too common. Please choose a less predictable one.");

    const done = await post(confirmReset, { token, password: "a-brand-new-secret-7" });
    expect(done.status).toBe(200);
    expect((await done.json()).email).toBe(user.email);
    const newSession = sessionCookieFrom(done);
    expect((await callRoute(getUser, { cookie: newSession })).status).toBe(200);
    expect((await callRoute(getUser, { cookie: oldSession })).status).toBe(401);
    expect(await mailsTo(user.email, PASSWORD_CHANGED_SUBJECT)).toHaveLength(1);

    const again = await post(confirmReset, { token, password: "another-new-secret-8" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "reset_link_invalid" });
    const loginWith = (password: string) =>
      callRoute(login, { method: "POST", body: { email: user.email, password }, headers: fromAddress("192.0.2.240") }).then(
        (r) => r.status,
      );
    expect(await loginWith(oldPassword)).toBe(401);
    expect(await loginWith("a-brand-new-secret-7")).toBe(200);
  });

  it("refuses an expired link and a made-up one", async () => {
    const { user } = await signUp();
    await post(requestReset, { email: user.email });
    const token = await resetToken(user.email);
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(confirmReset, { token, password: "a-brand-new-secret-7" })).status).toBe(400);
    expect((await post(confirmReset, { token: "made-up", password: "a-brand-new-secret-7" })).status).toBe(400);
  });
});
