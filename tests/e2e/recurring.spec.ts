import { expect, test, type Page } from "@playwright/test";
import { signInAsProDemoUser } from "./support/sign-in";
import { choose } from "./support/choose";

// Issue #28: a monthly schedule made from the invoice form, the job run as the scheduler runs it
// (the cron route with the bearer secret), and the invoice it made in the list.

const shots = "screenshots";
const CRON_SECRET = process.env.CRON_SECRET ?? "e2e-only-cron-secret-0000000000";
const CUSTOMER = `Retainer Kund AB ${Date.now()}`;

async function fullPageShot(page: Page, name: string) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: `${shots}/${name}.png`, animations: "disabled" });
  await page.setViewportSize(viewport);
}

test.describe.configure({ mode: "serial" });

test.describe("recurring invoices", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a monthly schedule from the invoice form; the job makes its invoice; it shows on /invoices and /recurring", async ({ page }) => {
    await signInAsProDemoUser(page);
    const customer = await page.request.post("/api/customers", {
      data: {
        customerType: "business",
        name: CUSTOMER,
        email: "ekonomi@retainer.test",
        address: "Kungsgatan 1",
        city: "Stockholm",
        postalCode: "111 43",
        country: "SE",
      },
    });
    expect(customer.status()).toBe(201);

    await page.goto("/create-invoice");
    await expect(page.getByLabel("Invoice number")).toHaveValue(/^INV-\d+$/);
    await choose(page, "Customer", CUSTOMER);
    await choose(page, "VAT scenario", "Domestic, business to business");
    await page.getByLabel("Description of item 1").fill("Support retainer");
    await page.getByLabel("Quantity of item 1").fill("7.5");
    await page.getByLabel("Unit of item 1").selectOption("hour");
    await page.getByLabel("Price of item 1").fill("1000");
    await expect(page.getByLabel("Amount of item 1")).toContainText("7,500.00");

    await page.getByLabel("Make this recurring").check();
    await expect(page.getByLabel("Repeat every")).toHaveValue("1");
    await expect(page.getByLabel("Repeat unit")).toHaveValue("month");
    await fullPageShot(page, "recurring-form-desktop");
    await page.getByRole("button", { name: "Create Recurring Invoice" }).click();

    await expect(page).toHaveURL(/\/recurring$/);
    const schedule = page.getByRole("list", { name: "Recurring invoices" }).getByRole("listitem").filter({ hasText: CUSTOMER });
    await expect(schedule).toContainText("Monthly");
    await expect(schedule).toContainText("active");
    await expect(schedule).toContainText("0 made");
    await expect(schedule).toContainText("Next:");

    // The scheduler's call: without the secret 401, with it the due invoice is made.
    expect((await page.request.post("/api/cron/recurring")).status()).toBe(401);
    const run = await page.request.post("/api/cron/recurring", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(run.status()).toBe(200);
    expect(await run.json()).toMatchObject({ made: 1 });

    await page.reload();
    await expect(schedule).toContainText("1 made");
    await fullPageShot(page, "recurring-list-desktop");

    await page.goto("/invoices");
    const row = page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: CUSTOMER });
    // 7.5 h × 1,000.00 = 7,500.00 + 25 % VAT = 9,375.00 kr.
    await expect(row).toContainText("9,375.00");

    // Edit changes the lines, not only the timing: from the next run on.
    await page.goto("/recurring");
    await page.getByRole("link", { name: `Edit the recurring invoice for ${CUSTOMER}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Recurring Invoice", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Description of item 1")).toHaveValue("Support retainer");
    await expect(page.getByLabel("Quantity of item 1")).toHaveValue("7.5");
    await expect(page.getByLabel("Unit of item 1")).toHaveValue("hour");
    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByLabel("Description of item 2").fill("Travel");
    await page.getByLabel("Quantity of item 2").fill("12.345");
    await page.getByLabel("Unit of item 2").selectOption("km");
    await page.getByLabel("Price of item 2").fill("2.50");
    await expect(page.getByLabel("Amount of item 2")).toContainText("30.86");
    await page.getByLabel("Notes").fill("Tack för förtroendet");
    await fullPageShot(page, "recurring-edit-desktop");
    await page.getByRole("button", { name: "Save Recurring Invoice" }).click();
    await expect(page).toHaveURL(/\/recurring$/);
    await expect(page.getByText("Recurring invoice saved")).toBeVisible();
    // 7,500.00 + 30.86 before tax.
    await expect(schedule).toContainText("7,530.86");
    const saved = (await (await page.request.get("/api/recurring-invoices")).json()) as {
      customerName: string;
      items: unknown[];
      notes: string;
    }[];
    const mine = saved.find((entry) => entry.customerName === CUSTOMER);
    expect(mine?.items).toMatchObject([
      { description: "Support retainer", quantity: 7.5, unit: "hour", rate: "1000.00" },
      { description: "Travel", quantity: 12.345, unit: "km", rate: "2.50" },
    ]);
    expect(mine?.notes).toBe("Tack för förtroendet");
  });

  test("the list on a 390 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsProDemoUser(page);
    await page.goto("/recurring");
    await expect(page.getByRole("list", { name: "Recurring invoices" }).getByRole("listitem").filter({ hasText: CUSTOMER })).toContainText(
      "1 made",
    );
    await fullPageShot(page, "recurring-list-phone");
    await page.getByRole("link", { name: `Edit the recurring invoice for ${CUSTOMER}` }).click();
    await expect(page.getByLabel("Description of item 2")).toHaveValue("Travel");
    await fullPageShot(page, "recurring-edit-phone");
    await page.goto("/create-invoice?recurring=1");
    await expect(page.getByLabel("Make this recurring")).toBeChecked();
    await fullPageShot(page, "recurring-form-phone");
  });
});
