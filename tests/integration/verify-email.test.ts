import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { GET as currentUserRoute } from "@/app/api/user/route";
import { GET as verifyRoute } from "@/app/api/verify-email/route";
import { db } from "@/lib/db";
import { signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { parseMail } from "../support/parse-mail";
import { startSmtpServer } from "../support/smtp-server";
import { isolateEmailEnv } from "../support/isolated-email-env";

const outboxDir = isolateEmailEnv();

const LINK = /(https?:\/\/[^\s"<>]+\/api\/verify-email\?token=([A-Za-z0-9_-]+))/;

/** The verification link of the one outbox mail addressed to `email`. */
async function linkFromOutbox(email: string): Promise<{ link: string; token: string }> {
  for (const file of fs.readdirSync(outboxDir())) {
    const mail = await parseMail(fs.readFileSync(path.join(outboxDir(), file)));
    if (mail.to?.some((to) => to.address === email)) return linkIn(mail.text ?? "");
  }
  throw new Error(`no outbox mail to ${email}`);
}

function linkIn(text: string): { link: string; token: string } {
  const match = LINK.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return { link: match[1]!, token: match[2]! };
}

function follow(link: string) {
  const url = new URL(link);
  return callRoute(verifyRoute, { path: `${url.pathname}${url.search}` });
}

describe("e-mail verification", () => {
  it("stores only the token's SHA-256, mails the link, and following it verifies the address once", async () => {
    const { user, cookie } = await signUp();
    const rows = await db.emailVerificationToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.usedAt).toBeNull();
    // Valid for 24 hours from now.
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);

    const { link, token } = await linkFromOutbox(user.email);
    // Without APP_URL the link uses the request's origin (the test requests go to localhost:3000).
    expect(link.startsWith("http://localhost:3000/api/verify-email?token=")).toBe(true);
    expect(token).toHaveLength(43); // 32 random bytes, base64url
    expect(createHash("sha256").update(token).digest("hex")).toBe(row!.tokenHash);
    expect(await db.emailVerificationToken.count({ where: { tokenHash: token } })).toBe(0);
    expect((await (await callRoute(currentUserRoute, { cookie })).json()).emailVerified).toBe(false);

    const first = await follow(link);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/email-verification-success?status=verified");
    const verified = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } });
    expect(verified.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await db.emailVerificationToken.findUniqueOrThrow({ where: { id: row!.id } })).usedAt).toBeInstanceOf(Date);
    expect((await (await callRoute(currentUserRoute, { cookie })).json()).emailVerified).toBe(true);

    const second = await follow(link);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/email-verification-success?status=invalid");
    // The first verification time stays.
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } });
    expect(after.emailVerifiedAt).toEqual(verified.emailVerifiedAt);
  });

  it("refuses an expired link and leaves the address unverified", async () => {
    const { user } = await signUp();
    const { link } = await linkFromOutbox(user.email);
    await db.emailVerificationToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await follow(link);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/email-verification-success?status=invalid");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
    expect((await db.emailVerificationToken.findFirstOrThrow({ where: { userId: user.id } })).usedAt).toBeNull();
  });

  it.each([
    ["an unknown token", "/api/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["no token", "/api/verify-email"],
    ["an empty token", "/api/verify-email?token="],
    ["an absurdly long token", `/api/verify-email?token=${"x".repeat(5000)}`],
  ])("sends %s to the invalid-link page", async (_case, requestPath) => {
    const response = await callRoute(verifyRoute, { path: requestPath });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/email-verification-success?status=invalid");
  });

  it("lets exactly one of two simultaneous clicks redeem the token", async () => {
    const { user } = await signUp();
    const { link } = await linkFromOutbox(user.email);
    const answers = await Promise.all([follow(link), follow(link)]);
    expect(answers.map((answer) => answer.headers.get("location")).sort()).toEqual([
      "/email-verification-success?status=invalid",
      "/email-verification-success?status=verified",
    ]);
  });

  it("builds the link on APP_URL and delivers it over SMTP", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      process.env.APP_URL = "https://app.invoiceflow.example/";
      const { user } = await signUp();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([user.email]);
      const mail = await parseMail(smtp.received[0]!.raw);
      expect(mail.subject).toBe("Confirm your e-mail address for InvoiceFlow");
      const { link } = linkIn(mail.text ?? "");
      expect(link.startsWith("https://app.invoiceflow.example/api/verify-email?token=")).toBe(true);
      expect(mail.html).toContain(`href="${link}"`);
      expect((await follow(link)).headers.get("location")).toBe("/email-verification-success?status=verified");
    } finally {
      await smtp.close();
    }
  });

  it("still registers the account when the mail can't be sent, and logs why", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    process.env.SMTP_URL = "smtp://nobody:nothing@127.0.0.1:1";
    const { user } = await signUp();
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await db.emailVerificationToken.count({ where: { userId: user.id } })).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`verification mail to ${user.email} not sent`), expect.anything());
  });
});
