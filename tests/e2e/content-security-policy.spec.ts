import { expect, test, type Page } from "@playwright/test";

// Finding 4 in a real browser: every page works under its own policy, which Chromium enforces.
// A prerendered page names its inline scripts by hash, so a script the build did not write would
// be refused; a page that renders per request runs only nonce'd scripts.

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

const scriptSources = (policy: string) => policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "";

test("public pages: hashed inline scripts, no 'unsafe-inline', no Stripe, and nothing refused", async ({ page }) => {
  const violations = cspViolations(page);
  for (const path of ["/about", "/support", "/privacy", "/this-page-does-not-exist"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    if (path !== "/this-page-does-not-exist") {
      expect(scriptSources(policy), path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSources(policy), path).not.toContain("'unsafe-inline'");
    }
    expect(policy, path).not.toContain("stripe.com");
    expect(policy, path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState("load");
  }
  // The hydrated support form reacts to input: its scripts ran.
  await page.goto("/support");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the pages without JavaScript render per request under a nonce policy and hold no script", async ({ page }) => {
  const violations = cspViolations(page);
  for (const path of ["/", "/pricing", "/demo"]) {
    const response = await page.goto(path);
    const sources = scriptSources(response?.headers()["content-security-policy"] ?? "");
    expect(sources, path).toContain("'strict-dynamic'");
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(await page.locator("script").count(), path).toBe(0);
  }
  expect(violations).toEqual([]);
});

test("pages that render per request run under a nonce; signed-in ones are never cached", async ({ page }) => {
  const violations = cspViolations(page);
  const auth = await page.goto("/auth");
  expect(scriptSources(auth?.headers()["content-security-policy"] ?? "")).toContain("'strict-dynamic'");
  await page.getByLabel("Email").fill("free@demo.invoiceflow.test");
  await page.getByLabel("Password").fill("demo-free-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const path of ["/dashboard", "/invoices", "/settings"]) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(scriptSources(headers["content-security-policy"] ?? ""), path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["cache-control"], path).toContain("no-store");
    await page.waitForLoadState("load");
  }
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  expect(violations).toEqual([]);
});
