import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsFreeDemoUser } from "./support/sign-in";

const shots = "screenshots";

/** Closes the toast so it does not cover the cards in a screenshot. */
async function dismissToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toBeHidden();
}

/** Clicks the visible half of the type toggle, as a person does (the radio itself is visually hidden). */
async function chooseBusiness(form: Locator) {
  await form.getByText("Business", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "Business" })).toBeChecked();
}

test.describe("on a 1280 px wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("add a German business customer, edit it and delete it", async ({ page }) => {
    await signInAsFreeDemoUser(page);
    await page.goto("/customers");
    await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Brightside Media LLC" })).toBeVisible();

    await page.getByRole("button", { name: "Add Customer" }).click();
    const form = page.getByRole("dialog", { name: "Add Customer" });
    await chooseBusiness(form);
    await form.getByLabel("Company name").fill("Bergmann Consulting GmbH");
    await form.getByLabel("Email").fill("buchhaltung@bergmann.test");
    await form.getByLabel("Phone").fill("+49 89 765432");
    await form.getByLabel("Address").fill("Leopoldstraße 42");
    await form.getByLabel("City").fill("München");
    await form.getByLabel("Postal code").fill("80802");
    await form.getByLabel("Country").selectOption("DE");
    await form.getByLabel("Organization number").fill("HRB 98765");
    await form.getByLabel("VAT number").fill("DE136695976");
    await form.getByLabel("Invoice reference").fill("PO-2026-7");
    await form.getByRole("button", { name: "Add Customer" }).click();
    await expect(form).toBeHidden();
    await dismissToast(page, "Customer created successfully");

    let card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Bergmann Consulting GmbH" }) });
    await expect(card).toContainText("Business");
    await expect(card).toContainText("Germany");
    await expect(card).toContainText("Leopoldstraße 42, 80802 München");
    await expect(card).toContainText("VAT numberDE136695976");
    await expect(card).toContainText("Organization numberHRB 98765");
    await expect(card).toContainText("Invoice referencePO-2026-7");
    await page.screenshot({ path: `${shots}/customers-desktop.png`, fullPage: true, animations: "disabled" });

    await card.getByRole("button", { name: "Edit Bergmann Consulting GmbH" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Customer" });
    await expect(edit.getByLabel("VAT number")).toHaveValue("DE136695976");
    await edit.getByLabel("Company name").fill("Bergmann & Partner GmbH");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Customer updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Bergmann & Partner GmbH" }) });
    await expect(card).toContainText("DE136695976");
    await expect(page.getByRole("heading", { name: "Bergmann Consulting GmbH" })).toHaveCount(0);

    await card.getByRole("button", { name: "Delete Bergmann & Partner GmbH" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete customer" });
    await expect(confirm).toContainText('Are you sure you want to delete "Bergmann & Partner GmbH"? This action cannot be undone.');
    await expect(confirm).toContainText("Invoices already issued to this customer keep their copy");
    await page.screenshot({ path: `${shots}/customers-delete-dialog.png`, animations: "disabled" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Customer deleted successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bergmann & Partner GmbH" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Brightside Media LLC" })).toBeVisible();
  });

  test("an invalid German VAT number is refused in the form", async ({ page }) => {
    await signInAsFreeDemoUser(page);
    await page.goto("/customers?add=true");
    const form = page.getByRole("dialog", { name: "Add Customer" });
    await chooseBusiness(form);
    await form.getByRole("button", { name: "Add Customer" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await form.getByLabel("Company name").fill("Broken VAT GmbH");
    await form.getByLabel("Email").fill("broken@vat.test");
    await form.getByLabel("Country").selectOption("DE");
    await form.getByLabel("VAT number").fill("DE123456789");
    await form.getByRole("button", { name: "Add Customer" }).click();
    await expect(form.getByText("Please enter a valid German VAT number")).toBeVisible();
    await page.screenshot({ path: `${shots}/customers-form-errors.png`, animations: "disabled" });
  });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("?add=true opens the add dialog; the list is one column of cards", async ({ page }) => {
    await signInAsFreeDemoUser(page);
    await page.goto("/customers?add=true");
    const form = page.getByRole("dialog", { name: "Add Customer" });
    await expect(form).toBeVisible();
    await chooseBusiness(form);
    await page.screenshot({ path: `${shots}/customers-mobile-form.png`, animations: "disabled" });
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/customers$/);

    await expect(page.getByRole("heading", { name: "Brightside Media LLC" })).toBeVisible();
    await page.screenshot({ path: `${shots}/customers-mobile.png`, fullPage: true, animations: "disabled" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Emily Watson" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
