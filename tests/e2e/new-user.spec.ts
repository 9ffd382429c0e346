import { expect, test, type Page } from "@playwright/test";
import { choose } from "./support/choose";

// Issue #24, "What a new user hit": a brand-new user's walk on a phone and a desktop, in Chromium.
// Items 1 (invoice lines stack on the public page and /demo), 3 (Add customer in a dialog on the
// invoice form, draft kept), 4 (the Free limit at the top of /create-invoice), 8 (signup asks for
// the address, the currency follows the country, the getting-started checklist) and 9 (one date
// per invoice on /invoices and the dashboard).

const shots = "screenshots";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

let sequence = 0;
const uniqueEmail = (label: string) => `new-user-${label}-${Date.now()}-${++sequence}@example.com`;

/** "2026-11-16" as the app's lists print it: "Nov 16, 2026". */
const listDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A Free account with a complete profile, a customer and `invoices` invoices, made through the API. */
async function freeAccountWithInvoices(page: Page, invoices: number): Promise<{ publicUrl: string }[]> {
  const registered = await page.request.post("/api/register", {
    data: {
      email: uniqueEmail("limit"),
      password: "quokka-ledger-47",
      businessType: "private",
      username: "Lena Limit",
      country: "DE",
      address: "Friedrichstraße 1",
      city: "Berlin",
      postalCode: "10117",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // A page of the site first: the fetches below are relative to it and carry its Origin.
  await page.goto("/dashboard");
  return page.evaluate(async (count) => {
    const customer = await (
      await fetch("/api/customers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ customerType: "business", name: "Kunde GmbH", email: "rechnung@kunde.example", country: "DE" }),
      })
    ).json();
    const made: { publicUrl: string }[] = [];
    for (let n = 0; n < count; n += 1) {
      const response = await fetch("/api/invoices", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customerId: customer.id,
          invoiceDate: new Date().toISOString().slice(0, 10),
          dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          currency: "EUR",
          language: "de",
          vatScenario: "auto",
          taxCalculationType: "automatic",
          items: [
            { description: "Workshop: brand strategy for the spring launch, two days on site", quantity: 2, rate: "1250.00" },
            { description: "Travel", quantity: 1, rate: "180.40" },
          ],
        }),
      });
      if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
      made.push(await response.json());
    }
    return made;
  }, invoices);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("signs up, follows the checklist, adds a customer from the invoice form and reads one date per invoice", async ({ page }) => {
      test.setTimeout(120_000);
      // Item 8: signup marks what it needs and asks a private person for the address.
      await page.goto("/signup");
      await page.getByText("Private person", { exact: true }).click();
      await expect(page.getByText("At least 6 characters.")).toBeVisible();
      await expect(page.getByLabel("Address")).toHaveAttribute("aria-required", "true");
      await page.getByLabel("Email").fill(uniqueEmail(viewport.name));
      await page.getByLabel("Password").fill("quokka-ledger-47");
      await page.getByLabel("Full name").fill("Jonas Neumann");
      await page.getByLabel("Country").selectOption("DE");
      await page.getByLabel("I confirm that I am a human").check();
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Create Account" }).click();
      // Under the field (the toast says it too).
      await expect(page.locator("p[role=alert]", { hasText: "Address is required" })).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
      await page.screenshot({ path: `${shots}/new-user-signup-${viewport.name}.png`, fullPage: true, animations: "disabled" });
      await page.getByLabel("Address").fill("Torstraße 5");
      await page.getByLabel("City").fill("Berlin");
      await page.getByLabel("Postal code").fill("10119");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL(/\/email-verification-success$/);
      await expect(page.getByText("You are signed in and ready to go.", { exact: false })).toBeVisible();

      // Item 8: the checklist; the profile step is done already (signup asked for the address).
      await page.goto("/dashboard");
      const checklist = page.getByRole("region", { name: "Getting started" });
      await expect(checklist).toContainText("1 of 4 done");
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/new-user-checklist-${viewport.name}.png`, fullPage: true, animations: "disabled" });
      await checklist.getByRole("link", { name: "Create the first invoice" }).click();
      await expect(page).toHaveURL(/\/create-invoice$/);

      // Item 4: a Free user with invoices left reads how many, quietly; item 8: the currency follows DE.
      await expect(page.getByText("Free plan: 3 of 3 invoices remaining this month.")).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");

      // Item 3: the draft is typed first, then the customer is added in a dialog on the form.
      const invoiceDate = daysAgo(10);
      await page.getByLabel("Invoice date").fill(invoiceDate);
      await page.getByLabel("Description of item 1").fill("Logo design");
      await page.getByLabel("Price of item 1").fill("800");
      await page.getByLabel("Notes").fill("Vielen Dank!");
      await page.getByRole("button", { name: "Add customer" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Customer" });
      await dialog.getByText("Business", { exact: true }).click();
      await dialog.getByLabel(/Company name/).fill("Kiez Kaffee GmbH");
      await dialog.getByLabel(/Email/).fill("buchhaltung@kiezkaffee.example");
      await dialog.getByLabel("Country").selectOption("DE");
      await page.screenshot({ path: `${shots}/new-user-add-customer-${viewport.name}.png`, animations: "disabled" });
      await dialog.getByRole("button", { name: "Add Customer" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("combobox", { name: /Customer/ }).locator("option:checked")).toHaveText("Kiez Kaffee GmbH");
      await expect(page).toHaveURL(/\/create-invoice$/);
      await expect(page.getByLabel("Notes")).toHaveValue("Vielen Dank!");
      await expect(page.getByLabel("Description of item 1")).toHaveValue("Logo design");
      await expect(page.getByLabel("Invoice date")).toHaveValue(invoiceDate);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/new-user-draft-kept-${viewport.name}.png`, fullPage: true, animations: "disabled" });

      await choose(page, /VAT scenario/, "Automatic");
      await page.getByRole("button", { name: "Create Invoice" }).click();
      await expect(page).toHaveURL(/\/invoices$/);

      // Item 9: the invoice date, written ten days back, not the day the record was made.
      const shown = listDate(invoiceDate);
      const today = listDate(daysAgo(0));
      if (viewport.width >= 768) {
        const table = page.getByRole("table", { name: "Invoices" });
        await expect(table.getByRole("columnheader", { name: "Invoice date" })).toBeVisible();
        await expect(table.getByRole("row").filter({ hasText: "Kiez Kaffee GmbH" })).toContainText(shown);
      } else {
        const card = page.getByRole("list", { name: "Invoices" }).getByRole("listitem").filter({ hasText: "Kiez Kaffee GmbH" });
        await expect(card).toContainText(`Invoice date${shown}`);
      }
      await expect(page.getByText(today)).toHaveCount(0);
      await page.screenshot({ path: `${shots}/new-user-invoices-${viewport.name}.png`, fullPage: true, animations: "disabled" });

      await page.goto("/dashboard");
      await expect(page.getByRole("list", { name: "Recent invoices" }).getByRole("listitem").first()).toContainText(shown);
      await expect(checklist).toContainText("3 of 4 done");
      await expect(checklist.getByRole("link", { name: "Confirm the e-mail address" })).toBeVisible();
      await page.screenshot({ path: `${shots}/new-user-dashboard-${viewport.name}.png`, fullPage: true, animations: "disabled" });
    });

    test("with the month's Free invoices used up, /create-invoice says so at the top before anything is typed", async ({ page }) => {
      const [invoice] = await freeAccountWithInvoices(page, 3);
      await page.goto("/create-invoice");
      const alert = page.getByRole("alert").filter({ hasText: "Invoice limit reached" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("You have used all 3 invoices of the Free plan this month.");
      await expect(alert.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/settings?upgrade=true");
      const alertBox = await alert.boundingBox();
      const formBox = await page.getByLabel("Invoice date").boundingBox();
      expect(alertBox!.y).toBeLessThan(formBox!.y);
      await page.screenshot({ path: `${shots}/new-user-limit-${viewport.name}.png`, animations: "disabled" });

      // Item 1: the public page the customer opens from the mail: every figure of a line is on screen.
      await page.goto(invoice!.publicUrl);
      const narrow = viewport.width < 640;
      const lines = page.getByRole("list", { name: "Beschreibung" });
      const table = page.getByRole("table").filter({ hasText: "Menge" });
      if (narrow) {
        await expect(lines).toBeVisible();
        await expect(table).toBeHidden();
        const first = lines.getByRole("listitem").first();
        for (const text of ["Workshop", "Menge", "Einzelpreis", "1.250,00", "2.500,00"]) await expect(first).toContainText(text);
        const box = await first.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      } else {
        await expect(table).toBeVisible();
        await expect(lines).toBeHidden();
      }
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/new-user-public-invoice-${viewport.name}.png`, fullPage: true, animations: "disabled" });

      await page.goto("/demo");
      const demoLines = page.getByRole("list", { name: "Description" });
      if (narrow) {
        await expect(demoLines).toBeVisible();
        await expect(demoLines.getByRole("listitem").first()).toContainText("Rate");
      } else {
        await expect(page.getByRole("columnheader", { name: "Rate" })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${shots}/new-user-demo-${viewport.name}.png`, fullPage: true, animations: "disabled" });
    });
  });
}
