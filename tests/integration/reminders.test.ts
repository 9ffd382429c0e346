import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { GET as userRoute } from "@/app/api/user/route";
import { PUT as settingsRoute } from "@/app/api/user/settings/route";
import { db } from "@/lib/db";
import { utcToday } from "@/lib/invoices/invoice-status";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";
import { loadReactPdf, readPdf } from "../support/read-pdf";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const FROM = "InvoiceFlow <invoices@invoiceflow.example>";
const APP_URL = "https://invoices.example.com";
isolateEmailEnv({ EMAIL_FROM: FROM, APP_URL });

let runReminders: (typeof import("@/lib/reminders/run-reminders"))["runReminders"];
let cronRoute: typeof import("@/app/api/cron/reminders/route");

// react-pdf ships only ES modules: load the real one natively before anything renders a PDF.
beforeAll(async () => {
  await loadReactPdf();
  ({ runReminders } = await import("@/lib/reminders/run-reminders"));
  cronRoute = await import("@/app/api/cron/reminders/route");
}, 60_000);

// A run looks at every account of the database: each test's accounts stop taking part after it.
afterEach(async () => {
  await db.user.updateMany({ data: { remindersEnabled: false } });
});

/** The invoices' due date (invoicePayload's), and a run `days` later at 09:00 UTC. */
const DUE = "2026-12-02";
const daysAfterDue = (days: number) => new Date(Date.parse(`${DUE}T09:00:00Z`) + days * 86_400_000);
const dayFromToday = (days: number) => new Date(Date.parse(`${utcToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Invoice = { id: string; number: string; publicUrl: string };

function saveSettings(cookie: string, body: unknown) {
  return callRoute(settingsRoute, { method: "PUT", cookie, path: "/api/user/settings", body });
}

/** A verified business (Nordic Pixel AB) with reminders on (stages [3, 14] unless given), Pro so it may have many invoices. */
async function remindingAccount({ reminderDays, remindersEnabled = true }: { reminderDays?: number[]; remindersEnabled?: boolean } = {}) {
  const account = await signUp({ businessType: "business", businessName: "Nordic Pixel AB", country: "SE" });
  await markEmailVerified(account.user.id);
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  const response = await saveSettings(account.cookie, { remindersEnabled, ...(reminderDays ? { reminderDays } : {}) });
  if (response.status !== 200) throw new Error(`settings: ${response.status} ${await response.text()}`);
  return account;
}

async function invoiceFor(
  cookie: string,
  invoiceOverrides: Record<string, unknown> = {},
  customerOverrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const customer = await addCustomer(cookie, customerOverrides);
  const response = await postInvoice(cookie, invoicePayload(customer.id, invoiceOverrides));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json();
}

const stagesSent = async (invoiceId: string) =>
  (await db.invoiceReminder.findMany({ where: { invoiceId }, orderBy: { days: "asc" } })).map((row) => row.days);

describe("runReminders over SMTP", () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.close());

  /** A run `days` after the due date, mailing through the test's SMTP server (signups before it wrote to the outbox). */
  const remind = (days: number) => {
    process.env.SMTP_URL = smtp.url;
    return runReminders(daysAfterDue(days));
  };

  it("sends nothing before the first stage, then the 3-day reminder once: balance, due date, days overdue, public link, PDF", async () => {
    const { cookie, user } = await remindingAccount();
    const invoice = await invoiceFor(cookie);
    // A part payment: the reminder asks for what is left, not the total.
    expect(
      (
        await callRoute(paymentsRoute, {
          method: "POST",
          cookie,
          params: { id: invoice.id },
          body: { amount: "50.00", method: "bank_transfer" },
        })
      ).status,
    ).toBe(201);

    expect(await remind(0)).toEqual({ sent: 0, failed: 0 });
    expect(await remind(2)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    expect(await remind(3)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["billing@acme.example"]);
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe("Payment reminder: invoice INV-1001 from Nordic Pixel AB");
    expect(mail.from).toEqual({ name: "InvoiceFlow", address: "invoices@invoiceflow.example" });
    expect(mail.replyTo).toEqual([{ name: "", address: user.email }]);
    expect(mail.text).toContain("Hello Acme Corp,");
    expect(mail.text).toContain("invoice INV-1001 from Nordic Pixel AB is now 3 days past its due date");
    expect(mail.text).toContain("Invoice number: INV-1001");
    expect(mail.text).toContain("Amount due: $150.00");
    expect(mail.text).toContain("Due date: December 2, 2026");
    expect(mail.text).toContain("Days overdue: 3");
    expect(invoice.publicUrl.startsWith(`${APP_URL}/i/`)).toBe(true);
    expect(mail.text).toContain(invoice.publicUrl);
    expect(mail.html).toContain(`href="${invoice.publicUrl}"`);
    expect(mail.html).toContain("$150.00");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "invoice-INV-1001.pdf", mimeType: "application/pdf" });
    const { text } = await readPdf(Buffer.from(mail.attachments[0]!.content as ArrayBuffer));
    expect(text).toContain("INV-1001");

    expect(await stagesSent(invoice.id)).toEqual([3]);
    expect(
      await db.activityEvent.count({
        where: { userId: user.id, type: "invoice", description: "Reminder for INV-1001 sent to billing@acme.example" },
      }),
    ).toBe(1);
    const reminded = await db.historyEntry.findMany({
      where: { invoiceId: invoice.id, type: "reminder_sent" },
      select: { actor: true, detail: true },
    });
    expect(reminded).toEqual([{ actor: "system", detail: { to: "billing@acme.example", stage: 3, daysOverdue: 3 } }]);

    // The same day again, and the days up to the next stage: nothing new.
    expect(await remind(3)).toEqual({ sent: 0, failed: 0 });
    expect(await remind(13)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);

    expect(await remind(14)).toEqual({ sent: 1, failed: 0 });
    expect((await parseMail(smtp.received[1]!.raw)).text).toContain("Days overdue: 14");
    expect(await remind(90)).toEqual({ sent: 0, failed: 0 });
    expect(await stagesSent(invoice.id)).toEqual([3, 14]);
    expect(smtp.received).toHaveLength(2);
  });

  it("found 20 days late with nothing sent: only the 14-day reminder, once, and never the 3-day one after it", async () => {
    const { cookie } = await remindingAccount();
    const invoice = await invoiceFor(cookie);
    expect(await remind(20)).toEqual({ sent: 1, failed: 0 });
    expect((await parseMail(smtp.received[0]!.raw)).text).toContain("Days overdue: 20");
    expect(await remind(20)).toEqual({ sent: 0, failed: 0 });
    expect(await remind(21)).toEqual({ sent: 0, failed: 0 });
    expect(await stagesSent(invoice.id)).toEqual([14]);
    expect(smtp.received).toHaveLength(1);

    // New stages: 3 is reached but lies before the 14 already sent; 30 is new.
    expect((await saveSettings(cookie, { reminderDays: [30, 3] })).status).toBe(200);
    expect(await remind(25)).toEqual({ sent: 0, failed: 0 });
    expect(await remind(30)).toEqual({ sent: 1, failed: 0 });
    expect(await stagesSent(invoice.id)).toEqual([14, 30]);
  });

  it("sends nothing for an invoice paid in full or void, or when reminders are off or the address unconfirmed", async () => {
    const { cookie } = await remindingAccount();
    const paid = await invoiceFor(cookie);
    expect(
      (await callRoute(paymentsRoute, { method: "POST", cookie, params: { id: paid.id }, body: { amount: "200.00", method: "card" } }))
        .status,
    ).toBe(201);
    const voided = await invoiceFor(cookie);
    expect((await callRoute(voidRoute, { method: "POST", cookie, params: { id: voided.id } })).status).toBe(200);

    const off = await remindingAccount({ remindersEnabled: false });
    const notReminded = await invoiceFor(off.cookie);

    const unverified = await remindingAccount();
    const ofUnverified = await invoiceFor(unverified.cookie);
    await db.user.update({ where: { id: unverified.user.id }, data: { emailVerifiedAt: null } });

    expect(await remind(20)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await db.invoiceReminder.count({ where: { invoiceId: { in: [paid.id, voided.id, notReminded.id, ofUnverified.id] } } })).toBe(0);
  });

  it("writes in the invoice's language: German and Swedish", async () => {
    const { cookie } = await remindingAccount();
    await invoiceFor(cookie, { language: "de", currency: "EUR" }, { name: "Müller & Söhne GmbH", email: "rechnung@mueller.example" });
    await invoiceFor(cookie, { language: "sv", currency: "SEK" }, { name: "Fjäll AB", email: "faktura@fjall.example" });
    expect(await remind(5)).toEqual({ sent: 2, failed: 0 });

    const mails = await Promise.all(smtp.received.map((received) => parseMail(received.raw)));
    const german = mails.find((mail) => mail.to?.[0]?.address === "rechnung@mueller.example")!;
    expect(german.subject).toBe("Zahlungserinnerung: Rechnung INV-1001 von Nordic Pixel AB");
    expect(german.text).toContain("Guten Tag Müller & Söhne GmbH,");
    expect(german.text).toContain("seit 5 Tagen fällig");
    expect(german.text).toContain("Fälliger Betrag: 200,00\u00a0€");
    expect(german.text).toContain("Fällig am: 2. Dezember 2026");
    expect(german.text).toContain("Tage überfällig: 5");
    expect(german.html).toContain("Müller &amp; Söhne GmbH");

    const swedish = mails.find((mail) => mail.to?.[0]?.address === "faktura@fjall.example")!;
    expect(swedish.subject).toBe("Betalningspåminnelse: faktura INV-1002 från Nordic Pixel AB");
    expect(swedish.text).toContain("förföll till betalning för 5 dagar sedan");
    expect(swedish.text).toContain("Att betala: 200,00\u00a0kr");
    expect(swedish.text).toContain("Förfallodatum: 2 december 2026");
  });

  it("five runs at once send exactly one e-mail per invoice", async () => {
    const first = await remindingAccount();
    const second = await remindingAccount({ reminderDays: [1, 4] });
    const invoices = [
      await invoiceFor(first.cookie, {}, { email: "a1@customers.example" }),
      await invoiceFor(first.cookie, {}, { email: "a2@customers.example" }),
      await invoiceFor(second.cookie, {}, { email: "b1@customers.example" }),
    ];

    const runs = await Promise.all(Array.from({ length: 5 }, () => remind(5)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
      "a1@customers.example",
      "a2@customers.example",
      "b1@customers.example",
    ]);
    expect(await stagesSent(invoices[0]!.id)).toEqual([3]);
    expect(await stagesSent(invoices[2]!.id)).toEqual([4]);
  });

  it("a mail the server refuses gives its claim back: the next run sends it", async () => {
    const { cookie } = await remindingAccount();
    const invoice = await invoiceFor(cookie);
    smtp.rejectNext(550, "Mailbox unavailable");
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await remind(3)).toEqual({ sent: 0, failed: 1 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Mailbox unavailable"));
    expect(await stagesSent(invoice.id)).toEqual([]);
    expect(await remind(3)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await stagesSent(invoice.id)).toEqual([3]);
  });
});

describe("POST and GET /api/cron/reminders", () => {
  const SECRET = "cron-secret-for-the-tests-0123456789";
  const savedSecret = process.env.CRON_SECRET;
  afterEach(() => {
    if (savedSecret === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = savedSecret;
  });

  const call = (method: "GET" | "POST", authorization?: string) =>
    callRoute(cronRoute[method], { method, path: "/api/cron/reminders", headers: authorization ? { authorization } : {} });

  it("503 while CRON_SECRET is unset or too short, saying what to set", async () => {
    delete process.env.CRON_SECRET;
    for (const method of ["POST", "GET"] as const) {
      const response = await call(method, "Bearer anything");
      expect(response.status).toBe(503);
      expect((await response.json()).message).toMatch(/set CRON_SECRET/);
    }
    process.env.CRON_SECRET = "short";
    const response = await call("POST", "Bearer short");
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/CRON_SECRET is too short/);
  });

  it("401 without the header, with a wrong secret or another scheme", async () => {
    process.env.CRON_SECRET = SECRET;
    for (const authorization of [undefined, `Bearer ${SECRET}x`, "Bearer wrong", `Basic ${SECRET}`, SECRET]) {
      for (const method of ["POST", "GET"] as const) {
        const response = await call(method, authorization);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({
          code: "unauthorized",
          message: "A valid Authorization: Bearer <CRON_SECRET> header is required",
        });
      }
    }
  });

  it("#26 finding 10: 503 {sent: 0, failed: n} when every mail failed (the mail server is down), the reason only in the log", async () => {
    process.env.CRON_SECRET = SECRET;
    const { cookie } = await remindingAccount();
    await invoiceFor(cookie, { invoiceDate: dayFromToday(-35), dueDate: dayFromToday(-5) });
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("POST", `Bearer ${SECRET}`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ sent: 0, failed: 1 });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/ECONNREFUSED/));
  });

  it("200 {sent: n} with the secret, by POST (no Origin, no body) and by GET as Vercel Cron calls", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.CRON_SECRET = SECRET;
      const { cookie } = await remindingAccount();
      // Due five days ago, as the route runs for today.
      await invoiceFor(cookie, { invoiceDate: dayFromToday(-35), dueDate: dayFromToday(-5) });
      process.env.SMTP_URL = smtp.url;

      const posted = await call("POST", `Bearer ${SECRET}`);
      expect(posted.status).toBe(200);
      expect(posted.headers.get("cache-control")).toBe("no-store");
      expect(await posted.json()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);

      const got = await call("GET", `bearer ${SECRET}`);
      expect(got.status).toBe(200);
      expect(await got.json()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe("reminder settings: PUT /api/user/settings and GET /api/user", () => {
  const readUser = async (cookie: string) => (await callRoute(userRoute, { cookie, path: "/api/user" })).json();

  it("off with [3, 14] for a new account; saves on/off and the days, sorted, on their own", async () => {
    const { cookie, user } = await signUp();
    expect(await readUser(cookie)).toMatchObject({ remindersEnabled: false, reminderDays: [3, 14] });

    // A reminders-only save is no profile save: a profile still missing a required field can't block it.
    await db.user.update({ where: { id: user.id }, data: { address: null } });
    const saved = await saveSettings(cookie, { remindersEnabled: true, reminderDays: [30, 7, 1] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ remindersEnabled: true, reminderDays: [1, 7, 30] });
    expect(await readUser(cookie)).toMatchObject({ remindersEnabled: true, reminderDays: [1, 7, 30], address: null });

    expect((await saveSettings(cookie, { remindersEnabled: false })).status).toBe(200);
    expect(await readUser(cookie)).toMatchObject({ remindersEnabled: false, reminderDays: [1, 7, 30] });
  });

  it.each([
    [{ reminderDays: [0] }, "Reminder days must be whole numbers from 1 to 365"],
    [{ reminderDays: [366] }, "Reminder days must be whole numbers from 1 to 365"],
    [{ reminderDays: [3.5] }, "Reminder days must be whole numbers from 1 to 365"],
    [{ reminderDays: ["3"] }, "Reminder days must be whole numbers from 1 to 365"],
    [{ reminderDays: "3, 14" }, "Reminder days must be whole numbers from 1 to 365"],
    [{ reminderDays: null }, "Reminder days must be whole numbers from 1 to 365"],
    [{ reminderDays: [] }, "Reminder days must list 1 to 5 days"],
    [{ reminderDays: [1, 2, 3, 4, 5, 6] }, "Reminder days must list 1 to 5 days"],
    [{ reminderDays: [3, 14, 3] }, "Reminder days must not repeat a day"],
    [{ remindersEnabled: "yes" }, "Payment reminders must be true or false"],
  ])("refuses %j: %s", async (body, message) => {
    const { cookie } = await signUp();
    const response = await saveSettings(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation", message });
    expect(await readUser(cookie)).toMatchObject({ remindersEnabled: false, reminderDays: [3, 14] });
  });
});
