import { expect, test } from "@playwright/test";

const shots = "screenshots";

// One sign-in for the whole file: logins are rate-limited per account (10 in 15 minutes) and the
// demo users are shared by every spec file. The Free demo user has one invoice, INV-1001; a Pro
// user's downloads (Factur-X, UBL, CII) are checked through the real routes and the validator in
// tests/integration/einvoice.test.ts.
test("the dialog's 'Download e-invoice' menu (Free: the upgrade message) and the Factur-X mail option in /settings", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("free@demo.invoiceflow.test");
  await page.getByLabel("Password").fill("demo-free-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/invoices");
  await page.getByRole("table", { name: "Invoices" }).getByRole("button", { name: "View INV-1001" }).click();
  const dialog = page.getByRole("dialog", { name: "Invoice INV-1001" });
  await dialog.getByRole("button", { name: "Download e-invoice" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Factur-X PDF", "UBL (Peppol / XRechnung-ready)", "CII"]);
  await page.screenshot({ path: `${shots}/invoice-einvoice-menu.png`, animations: "disabled" });
  await menu.getByRole("menuitem", { name: "Factur-X PDF" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "E-invoice Not Available" });
  await expect(toast).toContainText("E-invoices are available for Pro users only");

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
  const option = () => page.getByLabel(/Attach the Factur-X PDF/);
  await expect(option()).not.toBeChecked();
  await option().check();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Settings updated").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
  await expect(option()).toBeChecked();
  await page.waitForLoadState("networkidle");
  // The form may still swap the checkbox for its refetched twin; scrolling doesn't retry on that.
  await expect(async () => option().scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
  await page.screenshot({ path: `${shots}/settings-facturx-option.png`, animations: "disabled" });
  // Back as it was: other spec files share the demo user.
  await option().uncheck();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Settings updated").first()).toBeVisible();
});
