import { expect, test, type Page } from "@playwright/test";
import { readOutbox } from "./support/outbox";

const shots = "screenshots";
const UNVERIFIED =
  "Please verify your e-mail address before sending invoices. We sent you a link when you signed up; you can send a new one from Settings.";

let sequence = 0;
const uniqueEmail = () => `verify-${Date.now()}-${++sequence}@example.com`;

/** A new (unverified) account with one invoice, signed in in this page's browser context. */
async function newAccountWithInvoice(page: Page, email: string) {
  const register = await page.request.post("/api/register", {
    data: {
      email,
      password: "quokka-ledger-47",
      businessType: "private",
      username: "Robin Unverified",
      country: "US",
      address: "9 Elm Street",
      city: "Boston",
      postalCode: "02108",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const customer = await page.request.post("/api/customers", {
    data: { customerType: "business", name: "Harbor Supply Co", email: "ap@harborsupply.test", country: "US" },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { id: customerId } = (await customer.json()) as { id: string };
  const invoice = await page.request.post("/api/invoices", {
    data: {
      customerId,
      // Not INV-1001: invoices.spec.ts finds the demo user's mail in the shared outbox by that number.
      number: "RU-0001",
      currency: "USD",
      language: "en",
      vatScenario: "auto",
      taxCalculationType: "automatic",
      items: [{ description: "Consulting", quantity: 3, rate: "120.00", amount: "360.00", taxRate: "0", taxAmount: "0" }],
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
}

/** The newest verification link mailed to `email` (the server writes to its outbox). */
async function latestVerificationLink(email: string): Promise<string> {
  const mails = (await readOutbox()).filter((mail) => mail.to?.some((to) => to.address === email));
  const link = /https?:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  return link;
}

test.describe("finding 5: an unverified sender", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is told why Send Email was refused, gets a new link from the dialog and from settings, and sends once verified", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await newAccountWithInvoice(page, email);

    await page.goto("/invoices");
    await page.getByRole("table", { name: "Invoices" }).getByRole("button", { name: "View RU-0001" }).click();
    const dialog = page.getByRole("dialog", { name: "Invoice RU-0001" });
    await dialog.getByRole("button", { name: "Send Email" }).click();
    const alert = dialog.getByRole("alert").filter({ hasText: "E-mail not verified" });
    await expect(alert).toContainText(UNVERIFIED);
    await page.screenshot({ path: `${shots}/send-needs-verification.png`, animations: "disabled" });

    const mailsBefore = (await readOutbox()).length;
    await alert.getByRole("button", { name: "Resend verification e-mail" }).click();
    await expect(page.getByText("Verification e-mail sent")).toBeVisible();
    await expect(page.getByText(`We sent a new link to ${email}. It works for 24 hours.`)).toBeVisible();
    await expect.poll(async () => (await readOutbox()).length).toBe(mailsBefore + 1);
    await page.keyboard.press("Escape");

    await page.goto("/settings");
    const notice = page.getByRole("status").filter({ hasText: "E-mail not verified" });
    await expect(notice).toContainText(`Open the link we sent to ${email}`);
    // The page scrolls smoothly: a viewport as tall as the page shows the notice without waiting for a scroll.
    await page.setViewportSize({ width: 1280, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    await page.screenshot({ path: `${shots}/settings-email-not-verified.png`, animations: "disabled" });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(await latestVerificationLink(email));
    await expect(page).toHaveURL(/\/email-verification-success\?status=verified$/);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
    await expect(page.getByText("E-mail not verified")).toHaveCount(0);

    await page.goto("/invoices");
    await page.getByRole("table", { name: "Invoices" }).getByRole("button", { name: "View RU-0001" }).click();
    await page.getByRole("dialog", { name: "Invoice RU-0001" }).getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("Invoice Sent")).toBeVisible();
    await expect(page.getByText("Sent to ap@harborsupply.test", { exact: true })).toBeVisible();
  });
});

test.describe("finding 10: signup", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("refuses a common password with the server's message under the password field", async ({ page }) => {
    await page.goto("/signup");
    await page.getByText("Private person", { exact: true }).click();
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("123456");
    await page.getByLabel("Full name").fill("Sam Common");
    await page.getByLabel("Address").fill("1 Main Street");
    await page.getByLabel("City").fill("Springfield");
    await page.getByLabel("Postal code").fill("12345");
    await page.getByLabel("I confirm that I am a human").check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    const message = "This password is too common. Please choose a less predictable one.";
    await expect(page.locator("p[role=alert]", { hasText: message })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/signup$/);
    await page.screenshot({ path: `${shots}/signup-common-password.png`, animations: "disabled" });
  });
});
