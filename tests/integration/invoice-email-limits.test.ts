import { GET as currentUserRoute } from "@/app/api/user/route";
import { POST as resendRoute } from "@/app/api/user/resend-verification/route";
import { GET as verifyRoute } from "@/app/api/verify-email/route";
import { db } from "@/lib/db";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { loadReactPdf } from "../support/read-pdf";
import { parseMail } from "../support/parse-mail";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { isolateEmailEnv } from "../support/isolated-email-env";

isolateEmailEnv();
// Every accepted send renders a PDF: seconds for a file of them on a busy machine.
let sendRoute: (typeof import("@/app/api/invoices/[id]/send/route"))["POST"];

beforeAll(async () => {
  await loadReactPdf();
  ({ POST: sendRoute } = await import("@/app/api/invoices/[id]/send/route"));
}, 60_000);

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterEach(() => smtp.close());

const UNVERIFIED =
  "Please verify your e-mail address before sending invoices. We sent you a link when you signed up; you can send a new one from Settings.";

function send(cookie: string, id: string) {
  return callRoute(sendRoute, { method: "POST", cookie, params: { id }, path: `/api/invoices/${id}/send` });
}

function resend(cookie: string) {
  return callRoute(resendRoute, { method: "POST", cookie, path: "/api/user/resend-verification" });
}

/** A user with `count` invoices to an address of the attacker's choosing. Free users get 3 a month, so more are made as Pro. */
async function userWithInvoices(count: number, { verified = true } = {}) {
  const account = await signUp();
  if (verified) await markEmailVerified(account.user.id);
  await db.user.update({ where: { id: account.user.id }, data: { isPro: count > 3 } });
  const customer = await addCustomer(account.cookie, { email: "victim@elsewhere.example" });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await postInvoice(account.cookie, invoicePayload(customer.id, { notes: "Cheap watches at example.net" }));
    if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  await db.user.update({ where: { id: account.user.id }, data: { isPro: false } });
  forgetSignupMail();
  return { ...account, ids };
}

/** The signup's own verification mail went through the same SMTP server; count from after it. */
function forgetSignupMail() {
  smtp.received.length = 0;
}

async function expectStatuses(cookie: string, ids: string[], status: number) {
  for (const id of ids) expect((await send(cookie, id)).status).toBe(status);
}

describe("finding 5: sending invoices needs a verified address", () => {
  it("finding 5: an unverified user gets 403 with code email_unverified, and no mail leaves", async () => {
    const { cookie, ids } = await userWithInvoices(1, { verified: false });
    const response = await send(cookie, ids[0]!);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: UNVERIFIED, code: "email_unverified" });
    expect(smtp.received).toHaveLength(0);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: ids[0]! }, select: { sentAt: true } })).toEqual({ sentAt: null });
  });

  it("finding 5: resend-verification mails a fresh link; following it lets the same user send", async () => {
    const { cookie, user, ids } = await userWithInvoices(1, { verified: false });
    expect((await (await callRoute(currentUserRoute, { cookie })).json()).emailVerified).toBe(false);

    const response = await resend(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ alreadyVerified: false, sentTo: user.email });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([user.email]);
    const mail = await parseMail(smtp.received[0]!.raw);
    const link = /https?:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect((await callRoute(verifyRoute, { path: `${url.pathname}${url.search}` })).status).toBe(303);

    expect((await (await callRoute(currentUserRoute, { cookie })).json()).emailVerified).toBe(true);
    expect((await send(cookie, ids[0]!)).status).toBe(200);
    expect(smtp.received.map((received) => received.to)).toEqual([[user.email], ["victim@elsewhere.example"]]);

    // Nothing left to verify: no mail, no count.
    const again = await resend(cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ alreadyVerified: true });
    expect(smtp.received).toHaveLength(2);
  });

  it("finding 5: resend-verification allows 3 an hour, then 429 with Retry-After", async () => {
    const { cookie } = await signUp();
    forgetSignupMail();
    for (let i = 0; i < 3; i += 1) expect((await resend(cookie)).status).toBe(200);
    const refused = await resend(cookie);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({
      message: "You can request at most 3 verification e-mails an hour. Please try again in 60 minutes.",
      code: "verification_mail_limit",
      retryAfter,
    });
    expect(smtp.received).toHaveLength(3);
    expect((await resend("next-auth.session-token=nope")).status).toBe(401);
  });
});

describe("finding 5: invoice e-mails are limited per invoice and per user", () => {
  it("finding 5: the same invoice goes at most 3 times an hour; the 4th gets 429 with Retry-After", async () => {
    const { cookie, ids } = await userWithInvoices(2);
    await expectStatuses(cookie, [ids[0]!, ids[0]!, ids[0]!], 200);
    const refused = await send(cookie, ids[0]!);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      message: "You can e-mail the same invoice at most 3 times an hour. Please try again in 60 minutes.",
      code: "invoice_email_limit",
      retryAfter,
    });
    expect(smtp.received).toHaveLength(3);
    // Another invoice is not held back by the first one's limit.
    expect((await send(cookie, ids[1]!)).status).toBe(200);
  });

  it("finding 5: a Free user sends 10 a day, refusals not counted; the 11th gets 429 and Pro has its own allowance", async () => {
    const { cookie, user, ids } = await userWithInvoices(4);
    const [a, b, c, d] = ids as [string, string, string, string];
    await expectStatuses(cookie, [a, a, a], 200);
    await expectStatuses(cookie, [a], 429); // the invoice's hourly limit: no mail, not counted for the day
    await expectStatuses(cookie, [b, b, b, c, c, c, d], 200);
    expect(smtp.received).toHaveLength(10);

    const refused = await send(cookie, d);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await refused.json()).toEqual({
      message:
        "You have reached the Free plan's limit of 10 invoice e-mails per day. Please try again in 24 hours, or upgrade to Pro to send up to 200 a day.",
      code: "invoice_email_limit",
      retryAfter,
    });
    expect(smtp.received).toHaveLength(10);

    // Pro counts in its own, larger allowance.
    await db.user.update({ where: { id: user.id }, data: { isPro: true } });
    expect((await send(cookie, d)).status).toBe(200);
  });

  it("finding 5: a Pro user's 201st mail of the day gets 429", async () => {
    const { cookie, user, ids } = await userWithInvoices(1);
    await db.user.update({ where: { id: user.id }, data: { isPro: true } });
    // 199 already sent today (the window's counter as the limiter keeps it), rather than 199 PDFs.
    await db.rateLimitBucket.create({
      data: { key: `invoice-email:pro:${user.id}`, count: 199, resetAt: new Date(Date.now() + 5 * 3600_000) },
    });
    expect((await send(cookie, ids[0]!)).status).toBe(200);
    const refused = await send(cookie, ids[0]!);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await refused.json()).message).toBe("You have reached the limit of 200 invoice e-mails per day. Please try again in 5 hours.");
  });

  it("finding 5: a mail the provider refused still counts (it was attempted)", async () => {
    const { cookie, ids } = await userWithInvoices(1);
    smtp.rejectNext(550, "Mailbox unavailable");
    expect((await send(cookie, ids[0]!)).status).toBe(502);
    await expectStatuses(cookie, [ids[0]!, ids[0]!], 200);
    expect((await send(cookie, ids[0]!)).status).toBe(429);
  });
});
