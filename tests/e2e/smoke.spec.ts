import { expect, test } from "@playwright/test";

test("the home page shows the product and the way in", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/InvoiceFlow/);
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute("href", "/auth");
  await page.screenshot({ path: "screenshots/home.png", fullPage: true });
});

test("an unknown path answers 404 with the spec's title", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.screenshot({ path: "screenshots/not-found.png" });
});

test("the health check reaches the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
});

test("a visitor without a session is sent from a protected page to /auth", async ({ page }) => {
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/auth$/);
});
