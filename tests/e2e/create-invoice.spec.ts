import { expect, test, type Page } from "@playwright/test";
import { signInAsProDemoUser } from "./support/sign-in";
import { choose } from "./support/choose";

const shots = "screenshots";
const NBSP = "\u00a0";

let sequence = 0;
/** An address no earlier run used: every run starts on a fresh database, but tests within one share it. */
const uniqueEmail = (label: string) => `create-invoice-${label}-${Date.now()}-${++sequence}@example.com`;

/** Registers through the API; the browser context shares the cookie jar, so the page is signed in as this user. */
async function registerThroughApi(page: Page, fields: Record<string, unknown>) {
  const response = await page.request.post("/api/register", {
    data: { password: "quokka-ledger-47", businessType: "private", country: "US", agreeToTerms: true, humanVerified: true, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function createCustomerThroughApi(page: Page, fields: Record<string, unknown>): Promise<{ id: string }> {
  const response = await page.request.post("/api/customers", { data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * The whole page as a screen that tall would show it: a plain full-page screenshot keeps the fixed
 * sidebar and the sticky header at the height and place of the real viewport.
 */
async function fullPageShot(page: Page, name: string) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: `${shots}/${name}.png`, animations: "disabled" });
  await page.setViewportSize(viewport);
}

async function fillItem(page: Page, number: number, item: { description: string; quantity: string; price: string }) {
  await page.getByLabel(`Description of item ${number}`).fill(item.description);
  await page.getByLabel(`Quantity of item ${number}`).fill(item.quantity);
  await page.getByLabel(`Price of item ${number}`).fill(item.price);
}

/** Waits for the form and the number reserved for this draft. */
async function openForm(page: Page): Promise<string> {
  await page.goto("/create-invoice");
  await expect(page.getByRole("heading", { name: "Create Invoice", level: 1 })).toBeVisible();
  const number = page.getByLabel("Invoice number");
  await expect(number).toHaveValue(/^INV-\d+$/);
  return number.inputValue();
}

test.describe("the profile gate", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new private person signs up and gets the form; a profile without an address gets the gate", async ({ page }) => {
    await page.goto("/signup");
    await page.getByText("Private person", { exact: true }).click();
    await page.getByLabel("Email").fill(uniqueEmail("signup"));
    await page.getByLabel("Password").fill("quokka-ledger-47");
    await page.getByLabel("Full name").fill("Jordan Reyes");
    await page.getByLabel("Country").selectOption("US");
    await page.getByLabel("Address").fill("55 Market Street");
    await page.getByLabel("City").fill("San Francisco");
    await page.getByLabel("Postal code").fill("94105");
    await page.getByLabel("I confirm that I am a human").check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/email-verification-success$/);

    // A complete signup profile: no gate, the form with the user's first number.
    expect(await openForm(page)).toBe("INV-1001");
    await expect(page.getByText("Complete Your Profile First")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Invoice" })).toBeDisabled();

    await registerThroughApi(page, { email: uniqueEmail("no-address"), username: "Casey Without Address" });
    await page.goto("/create-invoice");
    await expect(page.getByRole("heading", { name: "Complete Your Profile First" })).toBeVisible();
    const missing = page.getByRole("list", { name: "Missing fields" });
    await expect(missing.getByRole("listitem")).toHaveText(["Address", "City", "Postal code"]);
    await expect(page.getByRole("button", { name: "Create Invoice" })).toHaveCount(0);
    await fullPageShot(page, "create-invoice-profile-gate");

    await page.getByRole("link", { name: "Complete Profile" }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe("on a 1280 px wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a Swedish business invoices a new customer for two items and finds the invoice on /invoices", async ({ page }) => {
    await signInAsProDemoUser(page);
    await createCustomerThroughApi(page, {
      customerType: "business",
      name: "Tre Kronor Design AB",
      email: "ekonomi@trekronor.test",
      address: "Kungsgatan 12",
      city: "Stockholm",
      postalCode: "111 43",
      country: "SE",
    });
    const number = await openForm(page);
    // Prefilled from the profile's banking details, one line each.
    await expect(page.getByLabel("Payment instructions")).toHaveValue(
      "Bank: Nordbanken\nIBAN: SE4550000000058398257466\nSWIFT/BIC: ESSESESS\nPayPal: billing@nordicpixel.test",
    );

    await choose(page, "Customer", "Tre Kronor Design AB");
    await choose(page, "VAT scenario", "Domestic, business to business");
    await fillItem(page, 1, { description: "Brand identity", quantity: "2", price: "12500" });
    await page.getByRole("button", { name: "Add item" }).click();
    await fillItem(page, 2, { description: "Web hosting (year)", quantity: "1", price: "1200.50" });
    await page.getByLabel("Notes").fill("Tack för förtroendet!");

    // 2 × 12 500.00 + 1 200.50 = 26 200.50; 25 % = 6 550.125 → 6 550.13; total 32 750.63.
    const totals = page.getByTestId("totals");
    await expect(totals).toContainText(`Subtotal26,200.50${NBSP}kr`);
    await expect(totals).toContainText(`VAT (25%)6,550.13${NBSP}kr`);
    await expect(totals).toContainText(`Total32,750.63${NBSP}kr`);
    await expect(page.getByTestId("tax-result")).toContainText("VAT 25% · Domestic, business to business");
    await fullPageShot(page, "create-invoice-desktop");

    await page.getByRole("button", { name: "Create Invoice" }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByText("Invoice Created!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Invoices", level: 1 })).toBeVisible();
    const row = page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("Tre Kronor Design AB");
    await expect(row).toContainText(`32,750.63${NBSP}kr`);
  });

  test("all problems show together in one alert before anything is sent", async ({ page }) => {
    await signInAsProDemoUser(page);
    await openForm(page);
    await choose(page, "Customer", "Müller & Söhne GmbH");
    await choose(page, "VAT scenario", "Custom");
    await page.getByText("Manual override", { exact: true }).click();
    await expect(page.getByLabel("VAT rate (%)")).toHaveValue("0");
    await page.getByLabel("VAT rate (%)").fill("150");
    // The alert scrolls itself into view; without motion it is there at once, for the screenshot.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Create Invoice" }).click();

    const alert = page.getByTestId("invoice-problems");
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Please fix the following issues before creating the invoice:");
    // In the order the form shows the fields; the rate's message names the field and its limit.
    await expect(alert.getByRole("listitem")).toHaveText([
      "VAT rate must be at most 100",
      "Please provide a custom VAT explanation when using the custom scenario.",
      "Please add at least one work item with description, quantity, and price.",
    ]);
    await expect(page).toHaveURL(/\/create-invoice$/);
    await page.screenshot({ path: `${shots}/create-invoice-errors.png`, animations: "disabled" });
  });

  test("a Free user's fourth invoice of the month ends on the upgrade page", async ({ page }) => {
    await registerThroughApi(page, {
      email: uniqueEmail("free-limit"),
      username: "Riley Free",
      address: "1 Main Street",
      city: "Austin",
      postalCode: "78701",
    });
    const customer = await createCustomerThroughApi(page, {
      customerType: "private",
      name: "Sam Buyer",
      email: "sam@buyer.test",
      country: "US",
    });
    for (let index = 1; index <= 3; index++) {
      const response = await page.request.post("/api/invoices", {
        data: { customerId: customer.id, vatScenario: "auto", items: [{ description: `Session ${index}`, quantity: 1, rate: "100.00" }] },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await openForm(page);
    await choose(page, "Customer", "Sam Buyer");
    await choose(page, "Sales Tax scenario", "Automatic");
    await fillItem(page, 1, { description: "Session 4", quantity: "1", price: "100" });
    await page.getByRole("button", { name: "Create Invoice" }).click();

    await expect(page).toHaveURL(/\/settings\?upgrade=true$/);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Invoice Limit Reached" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Free plan allows 3 invoices per month. Upgrade to Pro for unlimited invoices.");
  });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the form stacks into one column and still computes the tax", async ({ page }) => {
    await signInAsProDemoUser(page);
    await openForm(page);
    await choose(page, "Customer", "Fjällräven Konsult AB");
    await choose(page, "VAT scenario", "Domestic, business to business");
    await fillItem(page, 1, { description: "Webbutveckling, november", quantity: "3", price: "950" });
    await page.getByRole("button", { name: "Add item" }).click();
    await fillItem(page, 2, { description: "Support", quantity: "1", price: "500" });
    await expect(page.getByTestId("totals")).toContainText(`Total4,187.50${NBSP}kr`);
    await expect(page.getByLabel("Amount of item 1")).toContainText(`2,850.00${NBSP}kr`);
    await fullPageShot(page, "create-invoice-mobile");
  });
});

test.describe("before the form's code arrives", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  // The server's HTML draws the form's first card (#24): on a slow phone the page's largest text is
  // there with the first paint instead of after the form's scripts, and nothing in it can be filled
  // in before the form that would keep it.
  test("the server's HTML shows the form's first card, its customer field not yet usable", async ({ page }) => {
    await signInAsProDemoUser(page);
    await page.goto("/create-invoice");
    await expect(page.getByRole("heading", { name: "Invoice details" })).toBeVisible();
    await expect(page.getByTestId("customer-summary")).toHaveText("The tax depends on the customer's country and type.");
    await expect(page.getByRole("combobox", { name: "Customer" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add customer" })).toBeDisabled();
    await expect(page.getByRole("status", { name: "Loading the form" })).toBeVisible();
  });
});
