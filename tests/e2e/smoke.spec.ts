import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { readPdf } from "../support/read-pdf";

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

test("/demo shows the sample invoice and downloads the same one as a PDF", async ({ page }) => {
  await page.goto("/demo");
  // 4,800 + 2,250 + 8 × 175 + 3 × 120 = 8,810.00; sales tax 8.5 % = 748.85; total 9,558.85.
  await expect(page.getByText("INV-1042").first()).toBeVisible();
  await expect(page.getByText("Sales Tax (8.5%)")).toBeVisible();
  await expect(page.getByText("$9,558.85").first()).toBeVisible();
  await expect(page.getByText(/Net 30 days/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toHaveAttribute("href", "/signup");
  await page.screenshot({ path: "screenshots/demo.png", fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("invoice-INV-1042.pdf");
  const pdf = await readPdf(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(pdf.text).toContain("Northwind Traders Inc.");
  expect(pdf.text).toContain("$9,558.85");
  expect(pdf.text).toContain("Net 30 days");
});
