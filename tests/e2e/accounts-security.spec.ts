import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readOutbox } from "./support/outbox";

// Issue #26 in Chromium with JavaScript off: "Forgot password?", the reset link, and two-factor
// sign-in with a wrong code then a recovery code — every step a plain form answered with a 303.
test.use({ javaScriptEnabled: false });

const shots = "screenshots";
let sequence = 0;
const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${++sequence}@example.com`;

async function register(request: APIRequestContext, email: string, password = "quokka-ledger-47") {
  const response = await request.post("/api/register", {
    data: {
      email,
      password,
      businessType: "private",
      username: "Sam Secure",
      country: "US",
      address: "9 Elm Street",
      city: "Boston",
      postalCode: "02108",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** RFC 6238 as an authenticator app computes it (the test's own copy: lib/ is server-only). */
function totp(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

test.describe("password reset without JavaScript", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: forgot password → mailed link → new password → signed in; the old password no longer works`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail("reset");
      await register(request, email);

      await page.goto("/auth");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.getByLabel("Email").fill(email);
      await page.screenshot({ path: `${shots}/forgot-password-${width}.png`, fullPage: true });
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toContainText("If an account exists for that address");

      let link: string | undefined;
      await expect(async () => {
        const mails = (await readOutbox()).filter(
          (mail) => mail.to?.some((to) => to.address === email) && mail.subject === "Reset your InvoiceFlow password",
        );
        link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.text ?? "")?.[0];
        expect(link).toBeDefined();
      }).toPass();
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await page.getByLabel("New password").fill("123456");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByText("This password is too common. Please choose a less predictable one.")).toBeVisible();
      await page.screenshot({ path: `${shots}/reset-password-${width}.png`, fullPage: true });
      await page.getByLabel("New password").fill("a-brand-new-secret-7");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      // The link works once.
      await page.context().clearCookies();
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await page.getByLabel("New password").fill("another-secret-8");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByRole("alert")).toContainText("This reset link is invalid, was already used or has expired");

      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("quokka-ledger-47");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toContainText("Invalid email or password");
      await page.getByLabel("Password").fill("a-brand-new-secret-7");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});

test.describe("two-factor sign-in without JavaScript", () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: password → code page → wrong code refused → recovery code signs in`, async ({ page, playwright, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail("totp");
      const api = await playwright.request.newContext({ baseURL });
      await register(api, email);
      const { secret } = (await (await api.post("/api/user/2fa/setup")).json()) as { secret: string };
      const enabled = await api.post("/api/user/2fa/enable", { data: { code: totp(secret) } });
      expect(enabled.status(), await enabled.text()).toBe(200);
      const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
      await api.dispose();

      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("quokka-ledger-47");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/two-factor$/);
      await page.getByLabel("Code").fill("000000" === totp(secret) ? "111111" : "000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Sign-in not completed" })).toContainText("Invalid code");
      await page.screenshot({ path: `${shots}/two-factor-${width}.png`, fullPage: true });
      await page.getByLabel("Code").fill(recoveryCodes[0]!);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});

test.describe("Settings → Security (with JavaScript)", () => {
  test.use({ javaScriptEnabled: true });

  for (const width of [390, 1280]) {
    test(`at ${width} px: set up shows the QR code and key; the app's code turns it on and shows the recovery codes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await register(page.request, uniqueEmail("settings"));
      await page.goto("/settings");
      const card = page.locator("div[data-slot=card]").filter({ has: page.getByText("Security", { exact: true }) });
      await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      const secret = (await card.locator("code").textContent())!.trim();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/settings-security-setup-${width}.png`, fullPage: false });
      await card.getByLabel("Code from the app").fill(totp(secret));
      await card.getByRole("button", { name: "Turn on" }).click();
      await expect(card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      await expect(card.getByText(/Recovery codes left: 10/)).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/settings-security-on-${width}.png`, fullPage: false });
    });
  }
});
