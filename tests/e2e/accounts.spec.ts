import { expect, test } from "@playwright/test";

const shots = "screenshots";

test("a Swedish business signs up, reaches the dashboard, logs out and signs in again", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto("/signup");
  await page.getByText("Business", { exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("quokka-ledger-47");
  await page.getByLabel("Company name").fill("Fjord Design AB");
  await page.getByLabel("Country").selectOption("SE");
  await expect(page.getByLabel("VAT number (optional)")).toBeVisible();
  await page.getByLabel("Address").fill("Storgatan 1");
  await page.getByLabel("City").fill("Uppsala");
  await page.getByLabel("Postal code").fill("753 20");
  await page.getByLabel("VAT number (optional)").fill("SE556036079301");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please complete the verification requirements above.")).toBeVisible();
  await page.screenshot({ path: `${shots}/signup.png`, fullPage: true });

  await page.getByLabel("I confirm that I am a human").check();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/email-verification-success$/);
  await expect(page.getByText("Account Created Successfully!")).toBeVisible();

  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Fjord Design AB/ })).toBeVisible();
  await expect(page.getByText("Free", { exact: true })).toBeVisible();
  await expect(page.getByTestId("invoices-left")).toHaveText("3 of 3 invoices left this month");
  await expect(page.getByText("Free plan: 3 of 3 invoices remaining this month.")).toBeVisible();
  await page.screenshot({ path: `${shots}/shell-desktop.png`, fullPage: true });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.screenshot({ path: `${shots}/auth.png`, fullPage: true });

  await page.getByLabel("Password").fill("quokka-ledger-47");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-in visitor to /auth is sent to the dashboard", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("free@demo.invoiceflow.test");
  await page.getByLabel("Password").fill("demo-free-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-out visit to /invoices ends on /auth", async ({ page }) => {
  await page.goto("/invoices");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation is a drawer that opens and navigates", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("pro@demo.invoiceflow.test");
    await page.getByLabel("Password").fill("demo-pro-123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("link", { name: "Customers" })).toBeHidden();
    await page.screenshot({ path: `${shots}/shell-mobile.png`, fullPage: true });

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Settings" })).toBeVisible();
    await page.screenshot({ path: `${shots}/shell-mobile-drawer.png` });
    await drawer.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  });
});
