import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import fs from "node:fs";
import { FREELANCER_PASSWORD, freelancerWithCustomer } from "./support/freelancer";

// Issue #25 in Chromium: Settings downloads the archive of every record, and the delete dialog says
// what is kept and for how long, offers the archive first, then closes the account.

const shots = "test-results/screenshots";
const PASSWORD = FREELANCER_PASSWORD;

/** A freelancer signed up in this page's context, with a customer and two invoices. */
async function freelancerWithInvoices(page: Page, email: string) {
  const customerId = await freelancerWithCustomer(page, email);
  for (const [description, supplyDate] of [
    ["Brand workshop", "2026-10-01"],
    ["Logo design", ""],
  ]) {
    const invoice = await page.request.post("/api/invoices", {
      data: {
        customerId,
        currency: "USD",
        language: "en",
        vatScenario: "auto",
        supplyDate,
        items: [{ description, quantity: 2, rate: "120.00" }],
      },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
  }
}

async function openAccountSection(page: Page) {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Your records" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("Settings downloads the archive: a zip with the invoices' PDFs and XML, the CSV files and the README", async ({ page }) => {
  await freelancerWithInvoices(page, `archive-${Date.now()}@example.com`);
  await openAccountSection(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download archive", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("invoiceflow-archive-all.zip");
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("Archive downloaded");

  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(files).sort();
  expect(names.filter((name) => !name.endsWith(".xml"))).toEqual(
    [
      "README.txt",
      "credit-notes.csv",
      "history.csv",
      "invoices.csv",
      "payments.csv",
      "invoices/INV-1001.pdf",
      "invoices/INV-1002.pdf",
    ].sort(),
  );
  expect(
    Buffer.from(files["invoices/INV-1001.pdf"] as Uint8Array)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
  const csv = new TextDecoder().decode(files["invoices.csv"]);
  expect(csv).toContain("INV-1001");
  expect(csv).toContain("2026-10-01");
  // Each invoice has its CII XML, or its row says why it can't be a valid e-invoice.
  for (const number of ["INV-1001", "INV-1002"]) {
    if (!names.includes(`invoices/${number}.xml`))
      expect(csv).toMatch(new RegExp(`${number},.*none: This invoice can't be made into a valid e-invoice`));
  }

  // A range that is no range is refused in plain words.
  await page.getByLabel("From (invoice date)").fill("2026-12-31");
  await page.getByLabel("To", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Download archive", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "from must be a date on or before to" })).toBeVisible();
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test(`the delete dialog says what is kept and for how long, offers the archive, then closes the account (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `closing-${label}-${Date.now()}@example.com`;
    await freelancerWithInvoices(page, email);
    await openAccountSection(page);
    await page.getByRole("heading", { name: "Your records" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/records-settings-${label}.png` });

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Deleted now: your sign-in, your logo, and customers you never invoiced.");
    await expect(dialog).toContainText(
      "Kept, read-only: the invoices you issued, with their payments and history, for 7 years after the end of the year each was issued in",
    );
    await expect(dialog).toContainText("Your e-mail address is free to sign up again, as a new account that starts empty.");
    await expect(dialog.getByRole("button", { name: "Download archive first" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Delete account" })).toBeDisabled();
    await page.screenshot({ path: `${shots}/records-delete-dialog-${label}.png` });

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download archive first" }).click();
    expect((await downloading).suggestedFilename()).toBe("invoiceflow-archive-all.zip");

    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    const closing = page.waitForResponse((response) => response.url().endsWith("/api/account") && response.request().method() === "DELETE");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    expect((await closing).status()).toBe(200);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Account Deleted" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signing in again is answered as for an address nobody has.
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  });
}
