import { expect, test } from "@playwright/test";
import { signInAsFreeDemoUser } from "./support/sign-in";

// Issue #15 item 7: the home page, /pricing and /demo are text, links and images, so they ship no
// JavaScript at all (components/marketing/static-page.tsx); their header works without it.
const STATIC_PAGES = ["/", "/pricing", "/demo"];

test("/, /pricing and /demo load no script and run none", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of STATIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("script").count(), `${path} has a <script> element`).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(scripts).toEqual([]);
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and closes without JavaScript, and its links load their pages", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const pricingLink = header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
    await expect(pricingLink).toBeHidden();
    await header.locator("summary").click();
    await expect(pricingLink).toBeVisible();
    await expect(header.getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await page.screenshot({ path: "screenshots/home-menu-phone.png" });
    await header.locator("summary").click();
    await expect(pricingLink).toBeHidden();

    await header.locator("summary").click();
    await pricingLink.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" })).toBeHidden();
  });
});

test("a signed-in visitor's header shows Dashboard, decided on the server", async ({ page }) => {
  await signInAsFreeDemoUser(page);
  const userRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user") userRequests.push(request.url());
  });
  for (const path of STATIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  }
  expect(userRequests).toEqual([]);
});
