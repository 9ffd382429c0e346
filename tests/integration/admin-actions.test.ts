import "./support/use-test-database";
import { DELETE as deleteBugReportRoute, PATCH as patchBugReportRoute } from "@/app/api/admin/bug-reports/[id]/route";
import { DELETE as closeAccountRoute } from "@/app/api/account/route";
import { GET as bugReportsRoute } from "@/app/api/admin/bug-reports/route";
import { GET as invoicesRoute } from "@/app/api/admin/invoices/route";
import { POST as adminLoginRoute } from "@/app/api/admin/login/route";
import { GET as feedRoute } from "@/app/api/admin/realtime-feed/route";
import { PATCH as patchUserRoute } from "@/app/api/admin/users/[id]/route";
import { GET as exportRoute } from "@/app/api/admin/users/export/route";
import { GET as usersRoute } from "@/app/api/admin/users/route";
import { POST as loginRoute } from "@/app/api/login/route";
import { POST as supportRoute } from "@/app/api/support/route";
import { GET as currentUserRoute } from "@/app/api/user/route";
import { errorResponse } from "@/lib/http/error-response";
import { LOGIN_MESSAGES } from "@/lib/auth/schemas";
import { db } from "@/lib/db";
import { signUp } from "./support/accounts";
import { callRoute, sessionCookieFrom } from "./support/call-route";
import { fromAddress } from "./support/client-address";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

let admin: { id: string; email: string; cookie: string };
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  const staff = await signUp({ email: "staff@invoiceflow.example", password: "staff-password" });
  await db.user.update({ where: { id: staff.user.id }, data: { isAdmin: true } });
  const login = await callRoute(adminLoginRoute, {
    method: "POST",
    body: { email: "staff@invoiceflow.example", password: "staff-password" },
  });
  expect(login.status).toBe(200);
  admin = { id: staff.user.id, email: staff.user.email, cookie: sessionCookieFrom(login) };

  alice = await signUp({ email: "alice@example.com", businessType: "business", businessName: '=HYPERLINK("x"), Inc', username: undefined });
  bob = await signUp({ email: "bob@example.com", username: "Bob" });
  const customer = await addCustomer(alice.cookie);
  for (let n = 0; n < 2; n += 1) expect((await postInvoice(alice.cookie, invoicePayload(customer.id))).status).toBe(201);
});

const list = async (query: string) => {
  const response = await callRoute(usersRoute, { cookie: admin.cookie, path: `/api/admin/users${query}` });
  expect(response.status).toBe(200);
  return {
    rows: (await response.json()) as { email: string; invoiceCount: number; isPro: boolean; company: string | null }[],
    total: response.headers.get("x-total-count"),
  };
};

describe("admin sign-in", () => {
  it("refuses a non-admin with the same 401 as a wrong password", async () => {
    const nonAdmin = await callRoute(adminLoginRoute, { method: "POST", body: { email: "bob@example.com", password: bob.password } });
    const wrong = await callRoute(adminLoginRoute, { method: "POST", body: { email: "staff@invoiceflow.example", password: "nope-nope" } });
    expect(nonAdmin.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await nonAdmin.json()).toEqual(await wrong.json());
    expect(nonAdmin.headers.getSetCookie()).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { email: "bob@example.com" } })).isAdmin).toBe(false);
  });
});

describe("users", () => {
  it("lists real invoice counts, filters by plan and searches e-mail and company", async () => {
    const all = await list("?plan=all");
    expect(all.rows.map((row) => row.email).sort()).toEqual(["alice@example.com", "bob@example.com", "staff@invoiceflow.example"]);
    expect(all.total).toBe("3");
    expect(all.rows.find((row) => row.email === "alice@example.com")?.invoiceCount).toBe(2);
    expect((await list("?search=HYPERLINK")).rows.map((row) => row.email)).toEqual(["alice@example.com"]);
    expect((await list("?search=BOB")).rows.map((row) => row.email)).toEqual(["bob@example.com"]);
    expect((await list("?search=%25")).rows).toEqual([]); // "%" matches a literal percent sign only
    expect((await list("?plan=pro")).rows).toEqual([]);
    expect((await list("?plan=free")).rows).toHaveLength(3);
  });

  it("exports CSV with RFC 4180 quoting and formula cells defused", async () => {
    await db.user.update({ where: { id: bob.user.id }, data: { company: 'Bob "The Builder"\r\nLtd, @home' } });
    const response = await callRoute(exportRoute, { cookie: admin.cookie, path: "/api/admin/users/export?plan=all" });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    expect(csv.startsWith("id,email,company,country,isPro,isActive,createdAt,invoiceCount\r\n")).toBe(true);
    expect(csv).toContain(`,alice@example.com,"'=HYPERLINK(""x""), Inc",US,false,true,`);
    expect(csv).toContain(`,bob@example.com,"Bob ""The Builder""\r\nLtd, @home",US,false,true,`);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(5); // header, 3 users, bob's company spans 2 lines
    const searched = await callRoute(exportRoute, { cookie: admin.cookie, path: "/api/admin/users/export?search=alice" });
    expect((await searched.text()).split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("#26 finding 6: a company name with a semicolon makes no formula cell in a spreadsheet that splits on semicolons", async () => {
    await db.user.update({ where: { id: bob.user.id }, data: { company: "x;=cmd|' /C calc'!A0;" } });
    const csv = await (await callRoute(exportRoute, { cookie: admin.cookie, path: "/api/admin/users/export?search=bob" })).text();
    const bobLine = csv.split("\r\n").find((line) => line.includes("bob@example.com"))!;
    // Split as a Swedish or German spreadsheet does (on ";", a quote protecting only a field it starts).
    const cells = bobLine.split(";");
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells) expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
  });

  it("grants and revokes Pro, recorded in the audit trail and the feed", async () => {
    const patch = (body: unknown) =>
      callRoute(patchUserRoute, { method: "PATCH", cookie: admin.cookie, params: { id: bob.user.id }, body });
    const granted = await patch({ isPro: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ email: "bob@example.com", isPro: true, invoiceCount: 0 });
    expect(await db.user.findUniqueOrThrow({ where: { id: bob.user.id }, select: { isPro: true, proGrantedByAdmin: true } })).toEqual({
      isPro: true,
      proGrantedByAdmin: true,
    });
    expect((await list("?plan=pro")).rows.map((row) => row.email)).toEqual(["bob@example.com"]);

    expect(await (await patch({ isPro: false })).json()).toMatchObject({ isPro: false });
    const audit = await db.adminAuditLog.findMany({ where: { targetId: bob.user.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((row) => [row.action, row.adminEmail])).toEqual([
      ["user.grant_pro", admin.email],
      ["user.revoke_pro", admin.email],
    ]);

    const feed = (await (await callRoute(feedRoute, { cookie: admin.cookie })).json()) as {
      type: string;
      description: string;
      userEmail?: string;
    }[];
    expect(feed.length).toBeLessThanOrEqual(50);
    expect(feed[0]).toMatchObject({ type: "admin", description: "Revoked staff Pro from bob@example.com", userEmail: admin.email });
    expect(feed).toContainEqual(expect.objectContaining({ type: "upgrade", userEmail: "bob@example.com" }));
    expect(feed).toContainEqual(expect.objectContaining({ type: "signup", userEmail: "alice@example.com" }));

    expect((await patch({ isPro: true, isActive: false })).status).toBe(400);
    expect((await patch({ isPro: "yes" })).status).toBe(400);
    const missing = await callRoute(patchUserRoute, {
      method: "PATCH",
      cookie: admin.cookie,
      params: { id: "nobody" },
      body: { isPro: true },
    });
    expect(missing.status).toBe(404);
  });

  it("deactivation ends the user's sessions at once and refuses sign-in with a clear message", async () => {
    const carol = await signUp({ email: "carol@example.com" });
    const second = sessionCookieFrom(
      await callRoute(loginRoute, { method: "POST", body: { email: "carol@example.com", password: carol.password } }),
    );
    expect((await callRoute(currentUserRoute, { cookie: second })).status).toBe(200);

    const response = await callRoute(patchUserRoute, {
      method: "PATCH",
      cookie: admin.cookie,
      params: { id: carol.user.id },
      body: { isActive: false },
    });
    expect(await response.json()).toMatchObject({ isActive: false });
    expect(await db.session.count({ where: { userId: carol.user.id } })).toBe(0);
    for (const cookie of [carol.cookie, second]) expect((await callRoute(currentUserRoute, { cookie })).status).toBe(401);

    const refused = await callRoute(loginRoute, { method: "POST", body: { email: "carol@example.com", password: carol.password } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: LOGIN_MESSAGES.deactivated });
    // Without the password nothing is revealed.
    const guess = await callRoute(loginRoute, { method: "POST", body: { email: "carol@example.com", password: "wrong-password" } });
    expect(guess.status).toBe(401);
    expect(await guess.json()).toMatchObject({ message: LOGIN_MESSAGES.invalid });

    await callRoute(patchUserRoute, { method: "PATCH", cookie: admin.cookie, params: { id: carol.user.id }, body: { isActive: true } });
    expect((await callRoute(loginRoute, { method: "POST", body: { email: "carol@example.com", password: carol.password } })).status).toBe(
      200,
    );
  });

  it("an admin cannot deactivate themselves", async () => {
    const response = await callRoute(patchUserRoute, {
      method: "PATCH",
      cookie: admin.cookie,
      params: { id: admin.id },
      body: { isActive: false },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "You cannot deactivate your own account" });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).isActive).toBe(true);
  });
});

describe("support form and bug reports", () => {
  const support = (body: Record<string, unknown>, cookie?: string, headers: Record<string, string> = {}) =>
    callRoute(supportRoute, {
      method: "POST",
      path: "/api/support",
      body,
      cookie,
      headers: { "user-agent": "TestBrowser/1.0", ...headers },
    });
  const valid = {
    name: "Dana",
    email: "Dana@Example.com",
    category: "bug",
    priority: "high",
    subject: "PDF is blank",
    message: "The download is empty.",
  };

  it("requires the fields and a valid e-mail", async () => {
    for (const field of ["name", "email", "category", "subject", "message"]) {
      const response = await support({ ...valid, [field]: "  " });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Please fill in all required fields" });
    }
    const badEmail = await support({ ...valid, email: "dana-at-example" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ message: "Please enter a valid e-mail address in the E-mail field" });
    expect(await db.supportRequest.count()).toBe(0);
  });

  it("stores a request and files every category in the admin center's inbox; a bug keeps its fields", async () => {
    const general = await support({ ...valid, category: "general", subject: "A general question" });
    expect(general.status).toBe(201);
    expect(await db.bugReport.count({ where: { category: "general" } })).toBe(1); // issue #24, item 6

    const response = await support({ ...valid, steps: "1. Open an invoice\n2. Download", url: "https://app.example/invoices" }, bob.cookie);
    expect(response.status).toBe(201);
    const reports = (await (await callRoute(bugReportsRoute, { cookie: admin.cookie })).json()) as Record<string, unknown>[];
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatchObject({
      title: "PDF is blank",
      description: "The download is empty.",
      steps: "1. Open an invoice\n2. Download",
      url: "https://app.example/invoices",
      userAgent: "TestBrowser/1.0",
      priority: "high",
      category: "bug",
      status: "open",
      adminNotes: null,
      user: { email: "bob@example.com" },
    });
    expect(await db.supportRequest.findFirst({ where: { category: "bug" }, select: { userId: true, email: true } })).toEqual({
      userId: bob.user.id,
      email: "dana@example.com",
    });

    const anonymous = await support({ ...valid, priority: "normal", subject: "Anonymous bug" });
    const anonymousId = ((await anonymous.json()) as { bugReportId: string }).bugReportId;
    expect(
      await db.bugReport.findUniqueOrThrow({ where: { id: anonymousId }, select: { userId: true, reporterEmail: true, priority: true } }),
    ).toEqual({ userId: null, reporterEmail: "dana@example.com", priority: "medium" });
  });

  it("saves status and notes, deletes, and records each change", async () => {
    const report = await db.bugReport.findFirstOrThrow({ where: { title: "PDF is blank" } });
    const patch = (body: unknown, id = report.id) =>
      callRoute(patchBugReportRoute, { method: "PATCH", cookie: admin.cookie, params: { id }, body });
    expect(await (await patch({ status: "in_progress" })).json()).toMatchObject({ status: "in_progress" });
    expect(await (await patch({ adminNotes: "Reproduced on Safari" })).json()).toMatchObject({
      adminNotes: "Reproduced on Safari",
      status: "in_progress",
    });
    expect(await db.bugReport.findUniqueOrThrow({ where: { id: report.id }, select: { status: true, adminNotes: true } })).toEqual({
      status: "in_progress",
      adminNotes: "Reproduced on Safari",
    });
    expect((await patch({ status: "done" })).status).toBe(400);
    expect((await patch({ status: "closed" }, "missing")).status).toBe(404);

    const deleted = await callRoute(deleteBugReportRoute, { method: "DELETE", cookie: admin.cookie, params: { id: report.id } });
    expect(deleted.status).toBe(200);
    expect(await db.bugReport.findUnique({ where: { id: report.id } })).toBeNull();
    const actions = await db.adminAuditLog.findMany({
      where: { targetId: report.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, adminId: true },
    });
    expect(actions).toEqual(
      ["bug_report.status", "bug_report.notes", "bug_report.delete"].map((action) => ({ action, adminId: admin.id })),
    );
  });

  it("is rate-limited per client address", async () => {
    const headers = fromAddress("203.0.113.9");
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await support({ ...valid, category: "general" }, undefined, headers)).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("last seen", () => {
  it("is written by a signed-in request at most once an hour", async () => {
    await db.user.update({ where: { id: alice.user.id }, data: { lastSeenAt: null } });
    await callRoute(currentUserRoute, { cookie: alice.cookie });
    const first = (await db.user.findUniqueOrThrow({ where: { id: alice.user.id } })).lastSeenAt;
    expect(Math.abs((first?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    await callRoute(currentUserRoute, { cookie: alice.cookie });
    expect((await db.user.findUniqueOrThrow({ where: { id: alice.user.id } })).lastSeenAt).toEqual(first);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await db.user.update({ where: { id: alice.user.id }, data: { lastSeenAt: twoHoursAgo } });
    await callRoute(currentUserRoute, { cookie: alice.cookie });
    expect((await db.user.findUniqueOrThrow({ where: { id: alice.user.id } })).lastSeenAt?.getTime()).toBeGreaterThan(
      twoHoursAgo.getTime() + 3_600_000,
    );
  });
});

describe("invoices and server errors", () => {
  it("lists every user's invoices newest first", async () => {
    const response = await callRoute(invoicesRoute, { cookie: admin.cookie, path: "/api/admin/invoices?page=1" });
    const body = (await response.json()) as {
      invoices: { number: string; userEmail: string; customerName: string; total: string; currency: string }[];
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.invoices.map((invoice) => invoice.number)).toEqual(["INV-1002", "INV-1001"]);
    expect(body.invoices[0]).toMatchObject({ userEmail: "alice@example.com", customerName: "Acme Corp", total: "200.00", currency: "USD" });
  });

  it("a 500 carries a request id, and the error is in the feed", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new Error("database on fire"));
    expect(response.status).toBe(500);
    const { requestId, message } = (await response.json()) as { requestId: string; message: string };
    expect(message).toBe("Something went wrong. Please try again.");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    let event = null;
    for (let attempt = 0; attempt < 50 && !event; attempt += 1) {
      event = await db.activityEvent.findFirst({ where: { type: "error", description: { contains: requestId } } });
      if (!event) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(event?.description).toBe(`Server error (request ${requestId}): Error: database on fire`);
    spy.mockRestore();
  });
});

describe("closed accounts", () => {
  it("a closed account leaves the list and the figures, and staff can neither reactivate it nor grant it Pro", async () => {
    const dana = await signUp({ email: "dana@example.com" });
    const customer = await addCustomer(dana.cookie);
    expect((await postInvoice(dana.cookie, invoicePayload(customer.id))).status).toBe(201);
    const before = await list("?plan=all");
    expect(before.rows.map((row) => row.email)).toContain("dana@example.com");
    expect((await callRoute(closeAccountRoute, { method: "DELETE", cookie: dana.cookie, path: "/api/account" })).status).toBe(200);

    const after = await list("?plan=all");
    expect(after.rows.map((row) => row.email)).not.toContain("dana@example.com");
    expect(after.rows.some((row) => row.email.endsWith(".invalid"))).toBe(false);
    expect(Number(after.total)).toBe(Number(before.total) - 1);

    for (const body of [{ isActive: true }, { isPro: true }]) {
      const response = await callRoute(patchUserRoute, { method: "PATCH", cookie: admin.cookie, params: { id: dana.user.id }, body });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        code: "account_closed",
        message: "This account was closed by its owner. Its records are kept read-only and it can't be changed.",
      });
    }
    const kept = await db.user.findUniqueOrThrow({ where: { id: dana.user.id } });
    expect(kept).toMatchObject({ isActive: false, proGrantedByAdmin: false });
  });
});
