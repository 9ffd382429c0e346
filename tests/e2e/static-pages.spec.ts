import { expect, test } from "@playwright/test";
import { signInAsFreeDemoUser } from "./support/sign-in";

// Issue #15 item 7: the home page, /pricing and /demo are text, links and images, and the account
// pages forms that post to route handlers answering 303 (issue #26), so they ship no JavaScript at
// all (lib/pages-without-javascript.ts); their header works without it.
const STATIC_PAGES = ["/", "/pricing", "/demo"];
const PAGES_WITHOUT_JAVASCRIPT = [...STATIC_PAGES, "/auth", "/forgot-password", "/reset-password?token=x", "/two-factor"];

test("/, /pricing, /demo and the account pages load no script and run none", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of PAGES_WITHOUT_JAVASCRIPT) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("script").count(), `${path} has a <script> element`).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(scripts).toEqual([]);
});

test("/auth without JavaScript: the tabs are links, the form posts to /auth/sign-in and comes back with the reason", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Simple signup with captcha protection")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your free account" })).toHaveAttribute("href", "/signup");
  await expect(page.getByLabel("Email")).toBeHidden();
  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole("button", { name: "Sign In" }).click();
  // Each empty field says so once, under itself (issue #24: the one sentence was printed twice).
  await expect(page.getByText("Email is required")).toHaveCount(1);
  await expect(page.getByText("Password is required")).toHaveCount(1);
  await expect(page.getByText("Email and password are required")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill("free@demo.invoiceflow.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toContainText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue("free@demo.invoiceflow.test");
  await expect(page.getByLabel("Password")).toHaveValue("");
  await page.screenshot({ path: "screenshots/auth-failed.png", fullPage: true });

  await page.getByLabel("Password").fill("demo-free-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/auth fits the screen", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "screenshots/auth-phone.png", fullPage: true });
  });

  test("the menu opens and closes without JavaScript, and its links load their pages", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const pricingLink = header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
    await expect(pricingLink).toBeHidden();
    await header.locator("summary").click();
    await expect(pricingLink).toBeVisible();
    await expect(header.getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await page.screenshot({ path: "screenshots/home-menu-phone.png" });
    await header.locator("summary").click();
    await expect(pricingLink).toBeHidden();

    await header.locator("summary").click();
    await pricingLink.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" })).toBeHidden();
  });
});

test("a signed-in visitor's header shows Dashboard, decided on the server", async ({ page }) => {
  await signInAsFreeDemoUser(page);
  const userRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user") userRequests.push(request.url());
  });
  for (const path of STATIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  }
  expect(userRequests).toEqual([]);
});
