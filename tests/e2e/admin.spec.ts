import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";

// The seed's admin (prisma/seed.ts defaults; the e2e server runs the seed without ADMIN_* set).
const ADMIN = { email: "admin@demo.invoiceflow.test", password: "admin-dev-123" };
const FREE_USER = "free@demo.invoiceflow.test";
const BUG_TITLE = `Totals wrong in PDF ${Date.now()}`;

async function openTab(page: Page, name: string, screenshot: string, ready: (page: Page) => Locator) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  await expect(ready(page)).toBeVisible();
  await expect(page.getByText("Loading…")).toHaveCount(0);
  await page.screenshot({ path: `screenshots/admin-${screenshot}.png`, fullPage: true });
}

test("the admin runs the business from /admin: all seven tabs, a bug report, users, CSV, Pro grant", async ({ page }) => {
  test.setTimeout(90_000);

  // A visitor files a bug through the support form; it becomes a bug report.
  await page.goto("/support");
  await page.getByRole("textbox", { name: "Name" }).fill("Vera Visitor");
  await page.getByRole("textbox", { name: "E-mail" }).fill("vera@example.com");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Bug report" }).click();
  await page.getByRole("combobox", { name: "Priority" }).click();
  await page.getByRole("option", { name: "High" }).click();
  await page.getByRole("textbox", { name: "Subject" }).fill(BUG_TITLE);
  await page.getByRole("textbox", { name: "Message" }).fill("The total in the PDF differs from the screen.");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Support Request Sent!")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("");

  // Sign in.
  await page.goto("/admin");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByText("Admin login successful")).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // Overview.
  await expect(page.getByLabel(/^Total users: \d+$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invoice Intelligence" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Average invoice total per currency" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "screenshots/admin-overview.png", fullPage: true });

  // Analytics: charts load with the tab; the period switches.
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("30 days");
  for (const title of ["User growth", "Invoices per day", "User distribution (top 5 countries)", "Average invoice value (per currency)"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Period" }).click();
  await page.getByRole("option", { name: "1 year" }).click();
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveText("1 year");
  await openTab(page, "Analytics", "analytics", (p) => p.getByRole("heading", { name: "Invoices per month" }));

  // Users: filter, search, export, grant Pro.
  await openTab(page, "Users", "users", (p) => p.getByTestId(`user-row-${FREE_USER}`));
  const freeRow = page.getByTestId(`user-row-${FREE_USER}`);
  await expect(freeRow).toBeVisible();
  await page.getByRole("combobox", { name: "Plan filter" }).click();
  await page.getByRole("option", { name: "Pro", exact: true }).click();
  await expect(freeRow).toHaveCount(0);
  await page.getByRole("combobox", { name: "Plan filter" }).click();
  await page.getByRole("option", { name: "Free" }).click();
  await expect(freeRow).toBeVisible();
  await page.getByRole("textbox", { name: "Search users" }).fill("free@demo");
  await expect(page.locator("[data-testid^=user-row-]")).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("id,email,company,country,isPro,isActive,createdAt,invoiceCount");
  expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(`,${FREE_USER},`);

  await page.getByRole("combobox", { name: "Plan filter" }).click();
  await page.getByRole("option", { name: "All plans" }).click();
  await freeRow.getByRole("button", { name: "Grant Pro" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  await expect(freeRow.getByText("Pro", { exact: true })).toBeVisible();
  await expect(freeRow.getByRole("button", { name: "Revoke Pro" })).toBeVisible();
  await page.screenshot({ path: "screenshots/admin-users-granted.png", fullPage: true });
  // The other end-to-end tests use this seeded user as a Free user: revoke the grant at once, so a
  // failure further down can't leave it Pro for them.
  await freeRow.getByRole("button", { name: "Revoke Pro" }).click();
  await expect(freeRow.getByRole("button", { name: "Grant Pro" })).toBeVisible();
  await expect(freeRow.getByText("Free", { exact: true })).toBeVisible();

  // Invoices: the seeded invoices, newest first.
  await openTab(page, "Invoices", "invoices", (p) => p.getByText(/\d+ invoices in total/));
  await expect(page.getByText(/\d+ invoices in total/)).toBeVisible();
  await expect(page.getByRole("cell", { name: /^INV-\d+$/ }).first()).toBeVisible();

  // Live Feed: the grant is there.
  await openTab(page, "Live Feed", "live-feed", (p) => p.getByText(`Granted Pro to ${FREE_USER}`));
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByText(`Granted Pro to ${FREE_USER}`)).toBeVisible();

  // Bug Reports: status and notes saved.
  await openTab(page, "Bug Reports", "bug-reports", (p) => p.getByTestId("bug-report").first());
  const card = page.getByTestId("bug-report").filter({ hasText: BUG_TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText("vera@example.com")).toBeVisible();
  await card.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Resolved" }).click();
  await expect(page.getByText("Bug report updated successfully")).toBeVisible();
  // Wait for that toast to leave, so the next one is the notes' own.
  await expect(page.getByText("Bug report updated successfully")).toHaveCount(0, { timeout: 10_000 });
  await card.getByLabel("Admin Notes").fill("Rounding fixed in 1.4");
  await card.getByLabel("Admin Notes").blur();
  await expect(page.getByText("Bug report updated successfully")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "screenshots/admin-bug-reports-updated.png", fullPage: true });

  // Settings: pricing and the three alerts.
  await openTab(page, "Settings", "settings", (p) => p.getByTestId("alert-signup_spike"));
  await expect(page.getByText("9 USD/month · unlimited invoices")).toBeVisible();
  for (const id of ["high_churn", "revenue_drop", "signup_spike"])
    await expect(page.getByTestId(`alert-${id}`)).toContainText(/Triggered|Quiet/);

  // The changes were stored: a reload shows them.
  await page.reload();
  await page.getByRole("tab", { name: "Bug Reports" }).click();
  const reloaded = page.getByTestId("bug-report").filter({ hasText: BUG_TITLE });
  await expect(reloaded.getByRole("combobox", { name: "Status" })).toHaveText("Resolved");
  await expect(reloaded.getByLabel("Admin Notes")).toHaveValue("Rounding fixed in 1.4");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-in user reports a bug from the shell", async ({ page }) => {
  // A fresh account, signed up through the API (page.request shares the browser's cookies): the
  // seeded demo users' sign-ins are counted by the per-account rate limit the other specs rely on.
  const email = `reporter-${Date.now()}@example.com`;
  const registered = await page.request.post("/api/register", {
    data: {
      email,
      password: "reporter-123",
      username: "Rita Reporter",
      address: "1 Main St",
      city: "Springfield",
      postalCode: "12345",
      country: "US",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Report a bug" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Report a bug" });
  await dialog.getByLabel("Title").fill("Logo looks blurry");
  await dialog.getByLabel("What happened?").fill("The logo is blurry in the Modern template.");
  await dialog.getByLabel("Steps to reproduce (optional)").fill("1. Upload a logo\n2. Download a Modern PDF");
  await page.screenshot({ path: "screenshots/report-bug-dialog.png" });
  await dialog.getByRole("button", { name: "Send bug report" }).click();
  await expect(page.getByText("Bug report sent")).toBeVisible();
  await expect(dialog).toBeHidden();

  // It reached the admin center with the reporter and the steps.
  await page.request.post("/api/logout");
  const admin = await page.request.post("/api/admin/login", { data: ADMIN });
  expect(admin.status()).toBe(200);
  const reports = (await (await page.request.get("/api/admin/bug-reports")).json()) as {
    title: string;
    steps: string;
    url: string;
    user: { email: string };
  }[];
  expect(reports.find((report) => report.title === "Logo looks blurry")).toMatchObject({
    steps: "1. Upload a logo\n2. Download a Modern PDF",
    url: expect.stringMatching(/\/dashboard$/),
    user: { email },
  });
});

test("a non-admin is refused at /admin and by every admin call", async ({ page, request }) => {
  expect((await request.get("/api/admin/stats")).status()).toBe(401);
  await page.goto("/admin");
  await page.getByLabel("Email").fill(FREE_USER);
  await page.getByLabel("Password").fill("demo-free-123");
  await page.getByRole("button", { name: "Admin Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
