import fs from "node:fs";
import path from "node:path";
import { GET as bugReportsRoute } from "@/app/api/admin/bug-reports/route";
import { POST as adminLoginRoute } from "@/app/api/admin/login/route";
import { POST as supportRoute } from "@/app/api/support/route";
import { db } from "@/lib/db";
import { isolateEmailEnv } from "../support/isolated-email-env";
import { parseMail } from "../support/parse-mail";
import { signUp } from "./support/accounts";
import { callRoute, sessionCookieFrom } from "./support/call-route";
import { fromAddress } from "./support/client-address";

// Issue #24, item 6: every support request reaches someone: the admin center's inbox (the Bug
// Reports tab, every category with its filter) and, when SUPPORT_EMAIL is set, that address by
// e-mail with Reply-To the sender.

const outboxDir = isolateEmailEnv({ EMAIL_FROM: "InvoiceFlow <no-reply@invoiceflow.example>" });
const savedSupportEmail = process.env.SUPPORT_EMAIL;
afterEach(() => {
  if (savedSupportEmail === undefined) delete process.env.SUPPORT_EMAIL;
  else process.env.SUPPORT_EMAIL = savedSupportEmail;
});

let adminCookie = "";
let address = 0;

beforeAll(async () => {
  const staff = await signUp({ email: "support-staff@invoiceflow.example", password: "staff-password" });
  await db.user.update({ where: { id: staff.user.id }, data: { isAdmin: true } });
  const login = await callRoute(adminLoginRoute, {
    method: "POST",
    body: { email: "support-staff@invoiceflow.example", password: "staff-password" },
  });
  adminCookie = sessionCookieFrom(login);
});

const request = {
  name: "Robin Billing",
  email: "Robin@Example.com",
  category: "billing",
  priority: "high",
  subject: "Charged twice this month",
  message: "I see two charges of 9 USD on my card.\nCan you refund one?",
};

function submit(body: Record<string, unknown>) {
  address += 1;
  return callRoute(supportRoute, {
    method: "POST",
    path: "/api/support",
    body,
    headers: fromAddress(`198.51.100.${address}`, { "user-agent": "TestBrowser/1.0" }),
  });
}

async function outboxMails() {
  const files = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : [];
  return Promise.all(files.map(async (file) => parseMail(fs.readFileSync(path.join(outboxDir(), file)))));
}

describe("support requests", () => {
  it.each(["billing", "invoice", "feature", "general", "account"])("a %s request shows in the admin center's inbox", async (category) => {
    const subject = `A ${category} question ${Date.now()}`;
    expect((await submit({ ...request, category, subject })).status).toBe(201);
    const reports = (await (await callRoute(bugReportsRoute, { cookie: adminCookie })).json()) as Record<string, unknown>[];
    expect(reports.find((report) => report.title === subject)).toMatchObject({
      category,
      description: request.message,
      priority: "high",
      status: "open",
      user: { email: "robin@example.com" },
    });
  });

  it("with SUPPORT_EMAIL set, the request is mailed there with Reply-To the sender", async () => {
    process.env.SUPPORT_EMAIL = "help@invoiceflow.example";
    expect((await submit(request)).status).toBe(201);
    const mails = await outboxMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([{ name: "", address: "help@invoiceflow.example" }]);
    expect(mail!.replyTo).toEqual([{ name: "", address: "robin@example.com" }]);
    expect(mail!.subject).toBe("Support request (billing, high): Charged twice this month");
    expect(mail!.text).toContain("I see two charges of 9 USD on my card.\nCan you refund one?");
    expect(mail!.text).toContain("From: Robin Billing <robin@example.com>");
  });

  it("without SUPPORT_EMAIL no mail goes out, and the request is still stored and listed", async () => {
    delete process.env.SUPPORT_EMAIL;
    const subject = `Unmailed ${Date.now()}`;
    expect((await submit({ ...request, subject })).status).toBe(201);
    expect(await outboxMails()).toHaveLength(0);
    expect(await db.bugReport.count({ where: { title: subject } })).toBe(1);
  });

  it("a mail that can't be delivered does not lose the request: it is stored and the sender is told it was sent", async () => {
    process.env.SUPPORT_EMAIL = "help@invoiceflow.example";
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // the discard port: connection refused
    jest.spyOn(console, "error").mockImplementation(() => {});
    const subject = `Undeliverable ${Date.now()}`;
    const response = await submit({ ...request, subject });
    expect(response.status).toBe(201);
    expect(await db.supportRequest.count({ where: { subject } })).toBe(1);
    expect(await db.bugReport.count({ where: { title: subject } })).toBe(1);
  });
});
