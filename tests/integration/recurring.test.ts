import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { GET as cronGet, POST as cronPost } from "@/app/api/cron/recurring/route";
import { POST as pauseRoute } from "@/app/api/recurring-invoices/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/recurring-invoices/[id]/resume/route";
import { DELETE as closeAccountRoute } from "@/app/api/account/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/recurring-invoices/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/recurring-invoices/route";
import { db } from "@/lib/db";
import { utcToday } from "@/lib/invoices/invoice-status";
import { addDays } from "@/lib/recurring/schedule-dates";
import { runRecurring } from "@/lib/recurring/run-recurring";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";
import { loadReactPdf } from "../support/read-pdf";
import { markEmailVerified, signUp } from "./support/accounts";
import { callRoute } from "./support/call-route";
import { addCustomer } from "./support/invoices";
import { withDatabase } from "./support/test-database-env";

// Issue #28: recurring invoices on the real database. The job (runRecurring) looks at every
// schedule of the database, so each test's schedules end after it.

const APP_URL = "https://invoices.example.com";
const outbox = isolateEmailEnv({ EMAIL_FROM: "InvoiceFlow <invoices@invoiceflow.example>", APP_URL });

beforeAll(async () => {
  await loadReactPdf();
}, 60_000);

afterEach(async () => {
  await db.recurringInvoice.updateMany({ data: { status: "ended" } });
});

const ITEMS = [{ description: "Monthly retainer", quantity: 1, rate: "500.00" }];

async function proAccount() {
  const account = await signUp();
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

function schedulePayload(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    currency: "USD",
    language: "en",
    vatScenario: "auto",
    items: ITEMS,
    frequency: { every: 1, unit: "month" },
    startDate: "2027-01-31",
    ...overrides,
  };
}

type Schedule = {
  id: string;
  nextRunDate: string | null;
  status: string;
  generatedCount: number;
  pausedReason: string | null;
  notice: string | null;
};

async function createSchedule(cookie: string, body: unknown): Promise<Schedule> {
  const response = await callRoute(createRoute, { method: "POST", cookie, body });
  if (response.status !== 201) throw new Error(`schedule: ${response.status} ${await response.text()}`);
  return response.json();
}

async function accountWithSchedule(overrides: Record<string, unknown> = {}, account?: Awaited<ReturnType<typeof signUp>>) {
  const owner = account ?? (await proAccount());
  const customer = await addCustomer(owner.cookie);
  const schedule = await createSchedule(owner.cookie, schedulePayload(customer.id, overrides));
  return { ...owner, customer, schedule };
}

const invoicesOf = (scheduleId: string) =>
  db.invoice.findMany({
    where: { idempotencyKey: { startsWith: `recurring:${scheduleId}:` } },
    orderBy: { invoiceDate: "asc" },
    include: { items: true },
  });
const day = (date: Date) => date.toISOString().slice(0, 10);
const at = (iso: string) => new Date(`${iso}T07:00:00Z`);
const stored = (id: string) => db.recurringInvoice.findUniqueOrThrow({ where: { id } });

/** The mails written to this test's outbox, the signups' verification mails left out. */
async function outboxMails() {
  return (await allOutboxMails()).filter((mail) => !mail.subject?.startsWith("Confirm your e-mail address"));
}

function allOutboxMails() {
  return Promise.all(
    fs
      .readdirSync(outbox())
      .filter((name) => name.endsWith(".eml"))
      .map((name) => parseMail(fs.readFileSync(path.join(outbox(), name), "utf8"))),
  );
}

describe("the recurring-invoices API", () => {
  it("creates a schedule: 201 with id, nextRunDate, status and generatedCount; lists, reads, changes and deletes it", async () => {
    const { cookie, customer, schedule } = await accountWithSchedule({ dueDays: 14, autoSend: true });
    expect(schedule).toMatchObject({ nextRunDate: "2027-01-31", status: "active", generatedCount: 0 });
    expect(schedule).toMatchObject({
      frequency: { every: 1, unit: "month" },
      dayOfMonth: null,
      dueDays: 14,
      autoSend: true,
      amount: "500.00",
    });

    const list = await (await callRoute(listRoute, { cookie })).json();
    expect(list.map((row: Schedule) => row.id)).toEqual([schedule.id]);
    expect(list[0]).toMatchObject({
      customerName: "Acme Corp",
      items: [{ description: "Monthly retainer", quantity: 1, unit: null, rate: "500.00" }],
    });

    const changed = await callRoute(putRoute, {
      method: "PUT",
      cookie,
      params: { id: schedule.id },
      body: schedulePayload(customer.id, {
        dayOfMonth: "last",
        count: 2,
        items: [{ description: "Support", quantity: 7.5, unit: "hour", rate: "90" }],
      }),
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ dayOfMonth: "last", count: 2, amount: "675.00", status: "active" });
    expect((await (await callRoute(getRoute, { cookie, params: { id: schedule.id } })).json()).items[0]).toMatchObject({ unit: "hour" });

    expect((await callRoute(deleteRoute, { method: "DELETE", cookie, params: { id: schedule.id } })).status).toBe(200);
    expect((await callRoute(getRoute, { cookie, params: { id: schedule.id } })).status).toBe(404);
  });

  it.each([
    [{ frequency: { every: 0, unit: "month" } }, "Repeat every must be a whole number from 1 to 365"],
    [{ frequency: { every: 1, unit: "fortnight" } }, "Repeat unit must be day, week, month or year"],
    [{ dayOfMonth: 31 }, 'Day of the month must be a whole number from 1 to 28, or "last"'],
    [{ frequency: { every: 1, unit: "week" }, dayOfMonth: 5 }, "Day of the month applies to monthly schedules only"],
    [{ endDate: "2027-06-30", count: 3 }, "Choose an end date or a number of invoices, not both"],
    [{ endDate: "2026-12-31" }, "End date can't be before the start date"],
    [{ startDate: "2027-02-30" }, "Start date must be a date written as YYYY-MM-DD"],
    [
      { items: [{ description: "Work", quantity: 0, rate: "10" }] },
      "Quantity must be above 0 and at most 1,000,000, with at most 3 decimals",
    ],
  ])("refuses %p with 400 and a plain message, saving nothing", async (overrides, message) => {
    const { cookie } = await proAccount();
    const customer = await addCustomer(cookie);
    const response = await callRoute(createRoute, { method: "POST", cookie, body: schedulePayload(customer.id, overrides) });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContain(message);
    expect(await db.recurringInvoice.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it("another user's schedule is 404 everywhere, and so is another user's customer", async () => {
    const { schedule, customer } = await accountWithSchedule();
    const other = await proAccount();
    const params = { id: schedule.id };
    expect((await callRoute(getRoute, { cookie: other.cookie, params })).status).toBe(404);
    expect((await callRoute(putRoute, { method: "PUT", cookie: other.cookie, params, body: schedulePayload(customer.id) })).status).toBe(
      404,
    );
    expect((await callRoute(deleteRoute, { method: "DELETE", cookie: other.cookie, params })).status).toBe(404);
    expect((await callRoute(pauseRoute, { method: "POST", cookie: other.cookie, params })).status).toBe(404);
    expect((await callRoute(resumeRoute, { method: "POST", cookie: other.cookie, params })).status).toBe(404);
    expect(await (await callRoute(listRoute, { cookie: other.cookie })).json()).toEqual([]);
    const stranger = await callRoute(createRoute, { method: "POST", cookie: other.cookie, body: schedulePayload(customer.id) });
    expect(stranger.status).toBe(404);
    expect((await stored(schedule.id)).status).toBe("active");
  });
});

describe("the job makes each period's invoice, dated on its period", () => {
  it("monthly on the 31st, three months missed: Jan 31, Feb 28, Mar 31, each due 30 days later; a second run makes nothing", async () => {
    const { schedule } = await accountWithSchedule();
    expect(await runRecurring(at("2027-04-01"))).toMatchObject({ made: 3 });
    const invoices = await invoicesOf(schedule.id);
    expect(invoices.map((invoice) => [invoice.number, day(invoice.invoiceDate), day(invoice.dueDate)])).toEqual([
      ["INV-1001", "2027-01-31", "2027-03-02"],
      ["INV-1002", "2027-02-28", "2027-03-30"],
      ["INV-1003", "2027-03-31", "2027-04-30"],
    ]);
    expect(invoices.every((invoice) => invoice.total.toFixed(2) === "500.00")).toBe(true);
    expect(await stored(schedule.id)).toMatchObject({ generatedCount: 3, status: "active", nextRunDate: new Date("2027-04-30T00:00:00Z") });
    expect(await runRecurring(at("2027-04-01"))).toMatchObject({ made: 0 });
    expect(await invoicesOf(schedule.id)).toHaveLength(3);
  });

  it('monthly on the "last" day across a leap February: Jan 31, Feb 29 2028', async () => {
    const { schedule } = await accountWithSchedule({ startDate: "2028-01-15", dayOfMonth: "last" });
    await runRecurring(at("2028-03-01"));
    expect((await invoicesOf(schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual(["2028-01-31", "2028-02-29"]);
    expect(day((await stored(schedule.id)).nextRunDate as Date)).toBe("2028-03-31");
  });

  it("weekly with a count of 3: three invoices a week apart, then ended", async () => {
    const { schedule } = await accountWithSchedule({ frequency: { every: 1, unit: "week" }, startDate: "2026-11-02", count: 3 });
    await runRecurring(at("2026-12-31"));
    expect((await invoicesOf(schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(await stored(schedule.id)).toMatchObject({ status: "ended", nextRunDate: null, generatedCount: 3 });
  });

  it("yearly from Feb 29 with an end date: Feb 28 in the years without one, nothing past the end", async () => {
    const { schedule } = await accountWithSchedule({
      frequency: { every: 1, unit: "year" },
      startDate: "2028-02-29",
      endDate: "2030-03-01",
    });
    await runRecurring(at("2033-01-01"));
    expect((await invoicesOf(schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual(["2028-02-29", "2029-02-28", "2030-02-28"]);
    expect(await stored(schedule.id)).toMatchObject({ status: "ended", nextRunDate: null });
  });

  it("a change applies from the next run on: the invoices already made keep their lines", async () => {
    const { cookie, customer, schedule } = await accountWithSchedule();
    await runRecurring(at("2027-02-01"));
    const body = schedulePayload(customer.id, { items: [{ description: "Retainer, new rate", quantity: 1, rate: "650.00" }] });
    expect((await callRoute(putRoute, { method: "PUT", cookie, params: { id: schedule.id }, body })).status).toBe(200);
    await runRecurring(at("2027-03-01"));
    const invoices = await invoicesOf(schedule.id);
    expect(invoices.map((invoice) => [day(invoice.invoiceDate), invoice.items[0]?.description, invoice.total.toFixed(2)])).toEqual([
      ["2027-01-31", "Monthly retainer", "500.00"],
      ["2027-02-28", "Retainer, new rate", "650.00"],
    ]);
  });

  it("the edit form's PUT (the whole invoice as the form sends it: strings, a new customer and currency, 3-decimal quantities, units) applies from the next run on", async () => {
    const { cookie, customer, schedule } = await accountWithSchedule({ dueDays: 14 });
    await runRecurring(at("2027-02-01"));
    const other = await addCustomer(cookie, { name: "Globex GmbH", email: "ap@globex.example" });
    // What components/recurring/use-schedule-draft.ts sends: the invoice form's payload (its
    // number and dates among it, which a schedule ignores) and the timing fields as the inputs hold them.
    const formBody = {
      customerId: other.id,
      number: "",
      invoiceDate: "2027-01-31",
      dueDate: "2027-02-14",
      supplyDate: null,
      currency: "EUR",
      language: "de",
      template: "classic",
      notes: "Danke",
      paymentInstructions: "IBAN DE89 3704 0044 0532 0130 00",
      taxCalculationType: "automatic",
      userOverrideRate: null,
      vatScenario: "auto",
      customVatExplanation: null,
      supplyType: "services",
      exchangeRate: null,
      invoiceType: "us_worldwide",
      countryPreset: "global",
      paymentMethod: "bank_transfer",
      items: [
        { description: "Support", quantity: 7.5, unit: "hour", rate: "90.00", amount: "675.00", taxRate: "0.00", taxAmount: "0.00" },
        { description: "Travel", quantity: 12.345, unit: "km", rate: "2.50", amount: "30.86", taxRate: "0.00", taxAmount: "0.00" },
      ],
      subtotal: "705.86",
      taxRate: "0.00",
      tax: "0.00",
      total: "705.86",
      frequency: { every: "1", unit: "month" },
      dayOfMonth: "15",
      startDate: "2027-01-31",
      endDate: null,
      count: null,
      dueDays: "30",
      autoSend: false,
    };
    const response = await callRoute(putRoute, { method: "PUT", cookie, params: { id: schedule.id }, body: formBody });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      customerId: other.id,
      customerName: "Globex GmbH",
      currency: "EUR",
      notes: "Danke",
      amount: "705.86",
      dayOfMonth: 15,
      dueDays: 30,
      nextRunDate: "2027-02-15",
      items: [
        { description: "Support", quantity: 7.5, unit: "hour", rate: "90.00" },
        { description: "Travel", quantity: 12.345, unit: "km", rate: "2.50" },
      ],
    });

    await runRecurring(at("2027-02-16"));
    const invoices = await invoicesOf(schedule.id);
    expect(
      invoices.map((invoice) => [
        day(invoice.invoiceDate),
        day(invoice.dueDate),
        invoice.customerId,
        invoice.currency,
        invoice.subtotal.toFixed(2),
      ]),
    ).toEqual([
      ["2027-01-31", "2027-02-14", customer.id, "USD", "500.00"],
      ["2027-02-15", "2027-03-17", other.id, "EUR", "705.86"],
    ]);
    expect(invoices[1]?.items.map((item) => [item.quantity.toString(), item.unit, item.amount.toFixed(2)])).toEqual([
      ["7.5", "hour", "675.00"],
      ["12.345", "km", "30.86"],
    ]);
    expect(invoices[0]?.items.map((item) => item.description)).toEqual(["Monthly retainer"]);
  });

  it("a pause by the user skips the periods it covered; resuming goes on from today's", async () => {
    const today = utcToday();
    const { cookie, schedule } = await accountWithSchedule({ frequency: { every: 1, unit: "day" }, startDate: addDays(today, -3) });
    expect((await callRoute(pauseRoute, { method: "POST", cookie, params: { id: schedule.id } })).status).toBe(200);
    expect(await runRecurring()).toMatchObject({ made: 0 });
    const resumed = await (await callRoute(resumeRoute, { method: "POST", cookie, params: { id: schedule.id } })).json();
    expect((await invoicesOf(schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual([today]);
    expect(resumed).toMatchObject({ status: "active", generatedCount: 1, nextRunDate: addDays(today, 1) });
  });
});

describe("a closed account", () => {
  it("makes nothing more: its schedule is never run (no invoice, no mail), while another account's runs beside it", async () => {
    const closing = await accountWithSchedule({ autoSend: true });
    await markEmailVerified(closing.user.id);
    const open = await accountWithSchedule();
    expect(await runRecurring(at("2027-02-01"))).toMatchObject({ made: 2 });
    // The first invoice is a record, so DELETE /api/account closes the account instead of deleting it.
    const closed = await callRoute(closeAccountRoute, { method: "DELETE", cookie: closing.cookie, path: "/api/account" });
    expect(closed.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: closing.user.id } })).closedAt).not.toBeNull();
    const mailsBefore = (await outboxMails()).length;

    expect(await runRecurring(at("2027-05-01"))).toMatchObject({ schedules: 1, made: 3 });
    expect((await invoicesOf(closing.schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual(["2027-01-31"]);
    expect(await stored(closing.schedule.id)).toMatchObject({ generatedCount: 1, nextRunDate: new Date("2027-02-28T00:00:00Z") });
    expect(await invoicesOf(open.schedule.id)).toHaveLength(4);
    expect((await outboxMails()).length).toBe(mailsBefore);
  });
});

describe("exactly one invoice per schedule and period", () => {
  it("five concurrent runs and a second instance (its own process) make each of 3 schedules' 5 missed days once, numbers gapless", async () => {
    const today = utcToday();
    const daily = { frequency: { every: 1, unit: "day" }, startDate: addDays(today, -4) };
    const owners = await Promise.all([1, 2, 3].map(() => accountWithSchedule(daily)));
    const [database] = await db.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    const otherInstance = runJobProcess(withDatabase(process.env.TEST_DATABASE_URL as string, database?.name ?? ""));
    const runs = await Promise.all(Array.from({ length: 5 }, () => runRecurring()));
    const fromProcess = await otherInstance;

    const made = runs.reduce((sum, run) => sum + run.made, 0) + fromProcess.made;
    expect(made).toBe(15);
    for (const { schedule, user } of owners) {
      const invoices = await invoicesOf(schedule.id);
      expect(invoices.map((invoice) => day(invoice.invoiceDate))).toEqual([0, 1, 2, 3, 4].map((n) => addDays(today, n - 4)));
      expect(invoices.map((invoice) => invoice.number).sort()).toEqual(["INV-1001", "INV-1002", "INV-1003", "INV-1004", "INV-1005"]);
      expect(await db.invoice.count({ where: { userId: user.id } })).toBe(5);
      expect(await stored(schedule.id)).toMatchObject({
        generatedCount: 5,
        nextRunDate: new Date(`${addDays(today, 1)}T00:00:00Z`),
        claimedBy: null,
      });
    }
  }, 120_000);
});

/** `npm run jobs:recurring` in a process of its own against this test's database: another instance. */
function runJobProcess(databaseUrl: string): Promise<{ made: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["--tsconfig", path.resolve("tsconfig.json"), path.resolve("scripts/jobs-recurring.ts")],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: "", OUTBOX_DIR: outbox() },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop() as string)) : reject(new Error(`jobs:recurring ${code}: ${err}`)),
    );
  });
}

describe("the Free plan and sending", () => {
  it("a Free user past the allowance: 3 made, the schedule paused with the reason and the owner told; resumed after upgrading, the missed ones are made", async () => {
    const today = utcToday();
    const free = await signUp();
    const { schedule, user, cookie } = await accountWithSchedule(
      { frequency: { every: 1, unit: "day" }, startDate: addDays(today, -4) },
      free,
    );
    expect(await runRecurring()).toMatchObject({ made: 3, paused: 1 });
    expect(await stored(schedule.id)).toMatchObject({ status: "paused", pausedReason: "Free plan limit reached", generatedCount: 3 });
    expect((await invoicesOf(schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual([-4, -3, -2].map((n) => addDays(today, n)));
    const toOwner = (await outboxMails()).filter((mail) => (mail.to ?? []).some((to) => to.address === user.email));
    expect(toOwner.map((mail) => mail.subject)).toEqual(["Your recurring invoice for Acme Corp is paused"]);
    expect(toOwner[0]?.text).toContain(`The invoice due on ${addDays(today, -1)} for Acme Corp was not made: Free plan limit reached.`);
    expect(toOwner[0]?.text).toContain(`${APP_URL}/recurring`);
    // Another run changes nothing while paused.
    expect(await runRecurring()).toMatchObject({ made: 0 });

    await db.user.update({ where: { id: user.id }, data: { isPro: true } });
    const resumed = await (await callRoute(resumeRoute, { method: "POST", cookie, params: { id: schedule.id } })).json();
    expect(resumed).toMatchObject({ status: "active", pausedReason: null, generatedCount: 5, nextRunDate: addDays(today, 1) });
    expect((await invoicesOf(schedule.id)).map((invoice) => day(invoice.invoiceDate))).toEqual(
      [-4, -3, -2, -1, 0].map((n) => addDays(today, n)),
    );
  });

  it("autoSend e-mails each new invoice to the customer; an unverified sender's invoice is still made and the owner is told", async () => {
    const today = utcToday();
    const verified = await proAccount();
    await markEmailVerified(verified.user.id);
    const sending = await accountWithSchedule(
      { frequency: { every: 1, unit: "day" }, startDate: addDays(today, -1), autoSend: true },
      verified,
    );
    const unverified = await accountWithSchedule({ frequency: { every: 1, unit: "day" }, startDate: today, autoSend: true });
    expect(await runRecurring()).toMatchObject({ made: 3, sent: 2 });

    const mails = await outboxMails();
    const toCustomer = mails.filter((mail) => (mail.to ?? []).some((to) => to.address === "billing@acme.example"));
    expect(toCustomer.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining("INV-1001"),
      expect.stringContaining("INV-1002"),
    ]);
    expect(toCustomer.every((mail) => mail.attachments.length >= 1)).toBe(true);
    expect((await invoicesOf(sending.schedule.id)).every((invoice) => invoice.sentAt !== null)).toBe(true);

    const [made] = await invoicesOf(unverified.schedule.id);
    expect(made?.sentAt).toBeNull();
    expect((await stored(unverified.schedule.id)).notice).toMatch(/^INV-1001 was made but not e-mailed: Please verify your e-mail address/);
    const toOwner = mails.filter((mail) => (mail.to ?? []).some((to) => to.address === unverified.user.email));
    expect(toOwner.map((mail) => mail.subject)).toEqual(["INV-1001 was made but not e-mailed"]);
  });
});

describe("POST and GET /api/cron/recurring", () => {
  it("401 without the secret, and runs the job with it", async () => {
    process.env.CRON_SECRET = "a-long-enough-cron-secret";
    try {
      const { schedule } = await accountWithSchedule({ frequency: { every: 1, unit: "day" }, startDate: utcToday() });
      expect((await callRoute(cronPost, { method: "POST", path: "/api/cron/recurring" })).status).toBe(401);
      const response = await callRoute(cronGet, {
        path: "/api/cron/recurring",
        headers: { authorization: "Bearer a-long-enough-cron-secret" },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ made: 1 });
      expect(await invoicesOf(schedule.id)).toHaveLength(1);
    } finally {
      delete process.env.CRON_SECRET;
    }
  });
});
