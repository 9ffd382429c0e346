import { expect, type Page } from "@playwright/test";

export type Account = { email: string; password: string };

/** The seed's demo accounts (prisma/seed.ts). */
export const FREE_DEMO: Account = { email: "free@demo.invoiceflow.test", password: "demo-free-123" };
export const PRO_DEMO: Account = { email: "pro@demo.invoiceflow.test", password: "demo-pro-123" };

/** Signs in through the /auth form, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, account: Account) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const signInAsProDemoUser = (page: Page) => signIn(page, PRO_DEMO);
export const signInAsFreeDemoUser = (page: Page) => signIn(page, FREE_DEMO);
