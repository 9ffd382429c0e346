import { expect, test, type Locator, type Page } from "@playwright/test";

// Issue #15, item 2: the longest strings the schemas allow, without a space to break at, must not
// widen any screen. A 160-character customer or company name (the maximum), a 500-character item
// description (the maximum), long notes and a 40-character invoice number, at 390 px and 1280 px:
// no horizontal scrolling of the page, and every button next to such a string stays reachable.
// The first wait on each screen is 30 s: a list's first load on a busy 2-core machine takes a while.

const LONG_NAME = "Supercalifragilistic".repeat(8); // 160 characters, no space
const LONG_COMPANY = "Aktiebolaget".repeat(13).padEnd(160, "X");
const LONG_DESCRIPTION = "Consultingservices".repeat(28).slice(0, 500); // 500 characters, no space
const LONG_NOTES = "Paymentreference".repeat(40);
const LONG_NUMBER = "INV-".padEnd(40, "9");
const ADMIN = { email: "admin@demo.invoiceflow.test", password: "admin-dev-123" };

let sequence = 0;
const uniqueEmail = (label: string) => `long-text-${label}-${Date.now()}-${++sequence}@example.com`;

/** A fresh business whose name is the longest allowed, with one such customer and one such invoice. */
async function signUpWithLongTexts(page: Page, label: string): Promise<{ email: string; number: string }> {
  const email = uniqueEmail(label);
  const register = await page.request.post("/api/register", {
    data: {
      email,
      password: "quokka-ledger-47",
      businessType: "business",
      businessName: LONG_COMPANY,
      address: "Storgatan 1",
      city: "Stockholm",
      postalCode: "11122",
      country: "SE",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const customer = await page.request.post("/api/customers", {
    data: { customerType: "private", name: LONG_NAME, email: `${"a".repeat(60)}@${"b".repeat(60)}.example.com`, country: "SE" },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { id: customerId } = (await customer.json()) as { id: string };
  const number = `${LONG_NUMBER.slice(0, 36)}${String(sequence).padStart(4, "0")}`;
  const invoice = await page.request.post("/api/invoices", {
    data: {
      customerId,
      number,
      currency: "SEK",
      language: "en",
      vatScenario: "auto",
      notes: LONG_NOTES,
      paymentInstructions: LONG_NOTES,
      items: [{ description: LONG_DESCRIPTION, quantity: 1, rate: "1000.00" }],
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return { email, number };
}

/** The page itself never scrolls sideways: its content is no wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

/** An element no wider than the screen and not cut off sideways inside itself. */
async function expectFitsSideways(page: Page, locator: Locator) {
  const width = page.viewportSize()!.width;
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
  expect(box.scrollWidth, "content wider than its box").toBeLessThanOrEqual(box.clientWidth + 1);
}

/** Visible, scrolled into the viewport and, when enabled, clickable (nothing covers it). */
async function expectReachable(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport({ ratio: 1 });
  if (await button.isEnabled()) await button.click({ trial: true });
}

/** Long text shown in full or cut with an ellipsis; cut text carries the whole string in its title. */
async function expectWholeTextAvailable(locator: Locator, text: string) {
  const { isCut, title, content } = await locator.evaluate((element) => ({
    isCut: element.scrollWidth > element.clientWidth + 1,
    title: element.getAttribute("title") ?? element.closest("[title]")?.getAttribute("title") ?? null,
    content: element.textContent ?? "",
  }));
  expect(content).toContain(text);
  if (isCut) expect(title).toBe(text);
}

/** A full-page shot resizes the viewport, which closes an open dropdown: those take the screen only. */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `screenshots/long-text-${name}.png`, fullPage, animations: "disabled" });
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.width} px wide screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("customers, invoices, the details dialog, the dashboard and the invoice form hold the longest texts", async ({ page }) => {
      test.setTimeout(120_000);
      const { number } = await signUpWithLongTexts(page, viewport.name);

      // /customers: the card keeps to its column, Edit and Delete can be reached and work.
      await page.goto("/customers");
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: LONG_NAME }) });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expectNoHorizontalScroll(page);
      await expectFitsSideways(page, card);
      await expectWholeTextAvailable(card.getByRole("heading", { name: LONG_NAME }), LONG_NAME);
      await shot(page, `customers-${viewport.name}`);
      const edit = card.getByRole("button", { name: `Edit ${LONG_NAME}` });
      const remove = card.getByRole("button", { name: `Delete ${LONG_NAME}` });
      await expectReachable(edit);
      await expectReachable(remove);
      await edit.click();
      const form = page.getByRole("dialog", { name: "Edit Customer" });
      await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(LONG_NAME);
      await expectFitsSideways(page, form);
      await form.getByRole("button", { name: "Cancel" }).click();
      await expect(form).toBeHidden();
      await remove.click();
      const confirm = page.getByRole("alertdialog", { name: "Delete customer" });
      await expect(confirm).toContainText(LONG_NAME);
      await expectFitsSideways(page, confirm);
      await expectReachable(confirm.getByRole("button", { name: "Cancel" }));
      await shot(page, `customers-delete-${viewport.name}`);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();

      // /invoices: the table (desktop) or the cards (phone).
      await page.goto("/invoices");
      const list = viewport.width >= 768 ? page.getByRole("table", { name: "Invoices" }) : page.getByRole("list", { name: "Invoices" });
      await expect(list).toContainText(LONG_NAME, { timeout: 30_000 });
      await expectNoHorizontalScroll(page);
      await expectFitsSideways(page, list);
      await shot(page, `invoices-${viewport.name}`);
      const view = list.getByRole("button", { name: `View ${number}` });
      await expectReachable(view);
      await expectReachable(list.getByRole("button", { name: `Download PDF of ${number}` }));

      // The details dialog: customer, the 500-character item and the notes wrap inside it.
      await view.click();
      const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
      await expect(dialog.getByRole("button", { name: "Download PDF" })).toBeVisible({ timeout: 30_000 });
      await expect(dialog).toContainText(LONG_DESCRIPTION);
      await expectFitsSideways(page, dialog);
      await expectNoHorizontalScroll(page);
      for (const inner of await dialog.locator("table, [data-slot=table-container]").all()) await expectFitsSideways(page, inner);
      await shot(page, `invoice-details-${viewport.name}`);
      await expectReachable(dialog.getByRole("button", { name: "Download PDF" }));
      await expectReachable(dialog.getByRole("button", { name: "Send Email" }));
      await expectReachable(dialog.getByRole("button", { name: "Close" }));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // The dashboard's recent invoices.
      await page.goto("/dashboard");
      const recent = page.getByRole("list", { name: "Recent invoices" });
      await expect(recent).toContainText(LONG_NAME, { timeout: 30_000 });
      await expectNoHorizontalScroll(page);
      await expectFitsSideways(page, recent);
      await expectReachable(recent.getByRole("button", { name: `View ${number}` }));
      await shot(page, `dashboard-${viewport.name}`);

      // The invoice form's customer picker (a native select: the list is the phone's own picker):
      // the chosen value stays inside the screen.
      await page.goto("/create-invoice");
      const picker = page.getByRole("combobox", { name: "Customer" });
      // The picker waits for every page of customers; give a loaded machine time.
      await expect(picker).toBeEnabled({ timeout: 30_000 });
      await picker.selectOption({ label: LONG_NAME });
      await expect(picker.locator("option:checked")).toHaveText(LONG_NAME);
      await expectFitsSideways(page, picker);
      await expectNoHorizontalScroll(page);
      await expectReachable(page.getByRole("button", { name: "Add customer" }));
      await shot(page, `create-invoice-${viewport.name}`);
    });

    test("the admin's users and invoices tables hold the longest company and customer names", async ({ page, browser }) => {
      test.setTimeout(120_000);
      const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const { email } = await signUpWithLongTexts(await owner.newPage(), `admin-${viewport.name}`);
      await owner.close();

      await page.goto("/admin");
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Admin Sign In" }).click();
      await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByRole("tab", { name: "Users" }).click();
      await page.getByRole("textbox", { name: "Search users" }).fill(email);
      const row = page.getByTestId(`user-row-${email}`);
      await expect(row).toContainText(LONG_COMPANY);
      await expect(page.locator("[data-testid^=user-row-]")).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      await expectWholeTextAvailable(row.getByText(LONG_COMPANY), LONG_COMPANY);
      await expectReachable(row.getByRole("button", { name: "Grant Pro" }));
      await expectReachable(row.getByRole("button", { name: "Deactivate" }));
      await shot(page, `admin-users-${viewport.name}`);

      await page.getByRole("tab", { name: "Invoices" }).click();
      const invoices = page.getByRole("tabpanel", { name: "Invoices" });
      await expect(invoices.getByRole("cell", { name: LONG_NAME }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectWholeTextAvailable(invoices.getByRole("cell", { name: LONG_NAME }).first(), LONG_NAME);
      await expectReachable(invoices.getByRole("button", { name: "Next" }));
      await shot(page, `admin-invoices-${viewport.name}`);

      await page.getByRole("tab", { name: "Live Feed" }).click();
      await expect(page.getByRole("tabpanel", { name: "Live Feed" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, `admin-feed-${viewport.name}`);
    });
  });
}
