import { expect, test, type Page } from "@playwright/test";
import { freelancerWithCustomer } from "./support/freelancer";

// Issue #27 end to end, against `npm start` and the fake Stripe of scripts/e2e-fake-stripe.mjs
// (E2E port + 1000), which serves Stripe's hosted onboarding and checkout pages and sends the
// signed Connect events to /api/webhooks/stripe-connect.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FAKE_STRIPE = `http://127.0.0.1:${PORT + 1000}`;
const shots = "screenshots";

type Invoice = { id: string; number: string; publicUrl: string; paymentReference: string };

/** A freelancer signed in in this page's context, with a customer and one 240.00 USD invoice in English. */
async function freelancerWithInvoice(page: Page): Promise<Invoice> {
  const customerId = await freelancerWithCustomer(page, `card-payments-${Date.now()}@example.com`);
  return issueInvoice(page, customerId, "Brand workshop");
}

test.describe("getting paid online", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the freelancer connects Stripe; a customer on a phone pays by card and sees it received; the dashboard shows the money", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const invoice = await freelancerWithInvoice(page);

    await page.goto("/settings");
    const state = page.getByTestId("card-payments-state");
    await expect(state).toHaveText("Off");
    await page.getByRole("button", { name: "Connect Stripe" }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE}/connect/onboarding/acct_`));
    await page.getByRole("button", { name: "Complete onboarding" }).click();
    await expect(page).toHaveURL(/\/settings\?connect=return$/);
    await expect(state).toHaveText("On");
    const card = page.locator("[aria-labelledby=settings-get-paid-heading]");
    await expect(card).toContainText("Your invoices show Pay now");
    await card.screenshot({ path: `${shots}/get-paid-online-card.png`, animations: "disabled" });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${shots}/get-paid-online-card-mobile.png`, animations: "disabled" });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Stripe's event takes a few seconds: the page says "processing" first.
    const delay = await page.request.post(`${FAKE_STRIPE}/_test/connect/delay`, { data: { ms: 4000 } });
    expect(delay.status()).toBe(200);

    const customerContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const phone = await customerContext.newPage();
    await phone.goto(invoice.publicUrl);
    const payNow = phone.getByRole("button", { name: "Pay now" });
    await expect(payNow).toBeVisible();
    await expect(phone.getByRole("region", { name: "Pay now" })).toContainText("Pay $240.00 by card");
    await expect(phone.locator("main")).toContainText(invoice.paymentReference.slice(0, 4));
    await phone.screenshot({ path: `${shots}/pay-now-mobile.png`, fullPage: true, animations: "disabled" });
    await payNow.click();

    await expect(phone).toHaveURL(new RegExp(`^${FAKE_STRIPE}/checkout/pay/cs_test_`));
    await expect(phone.getByTestId("checkout-amount")).toHaveText("240.00 USD");
    await phone.getByRole("button", { name: "Pay 240.00 USD" }).click();

    await expect(phone).toHaveURL(/\/i\/[^/?]+\?payment=done&session_id=cs_test_/);
    await expect(phone.getByTestId("payment-return")).toContainText("Payment processing");
    await expect(payNow).toHaveCount(0);
    await phone.screenshot({ path: `${shots}/pay-now-processing-mobile.png`, fullPage: true, animations: "disabled" });
    await expect(phone.getByTestId("payment-return")).toHaveText("Payment received, thank you", { timeout: 20_000 });
    await expect(phone.getByTestId("invoice-status")).toHaveText("Paid");
    await phone.screenshot({ path: `${shots}/pay-now-received-mobile.png`, fullPage: true, animations: "disabled" });
    await customerContext.close();

    await page.goto("/dashboard");
    await expect(page.getByRole("group", { name: "Paid this month" })).toContainText("$240.00");
    await page.screenshot({ path: `${shots}/dashboard-after-card-payment.png`, animations: "disabled" });
    const paid = (await (await page.request.get(`/api/invoices/${invoice.id}`)).json()) as {
      status: string;
      payments: { method: string; amount: string }[];
    };
    expect(paid.status).toBe("paid");
    expect(paid.payments).toEqual([expect.objectContaining({ method: "card", amount: "240.00" })]);
  });

  test("the freelancer imports a bank statement, sees what was recorded, and assigns the line nobody matched", async ({ page }) => {
    const invoice = await freelancerWithInvoice(page);
    const second = await freelancerInvoiceFor(page);
    const csv = [
      "Date;Amount;Currency;Message;Name",
      `2026-11-24;240,00;USD;Payment ${invoice.paymentReference.toLowerCase()};Acme Corp`,
      "2026-11-24;90,00;USD;Thanks for the workshop;Jane Doe",
    ].join("\n");

    await page.goto("/invoices");
    await page.getByRole("button", { name: "Import bank statement" }).click();
    const dialog = page.getByRole("dialog", { name: "Import bank statement" });
    await dialog.getByLabel(/Statement file/).setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Import" }).click();
    const result = dialog.getByTestId("import-result");
    await expect(result).toContainText("1 payment recorded, 1 not matched");
    await expect(dialog.getByRole("list", { name: "Recorded payments" })).toContainText(invoice.number);
    await expect(dialog.getByRole("list", { name: "Recorded payments" })).toContainText("Payment reference");
    await dialog.screenshot({ path: `${shots}/import-statement-result.png`, animations: "disabled" });

    await dialog.getByLabel("Invoice").selectOption({ label: `${second.number} · Acme Corp · 240.00 USD` });
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(result).toContainText("2 payments recorded, 0 not matched");
    await expect(dialog.getByRole("list", { name: "Recorded payments" })).toContainText("Assigned by you");
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.screenshot({ path: `${shots}/import-statement-result-mobile.png`, animations: "disabled" });
    const assigned = (await (await page.request.get(`/api/invoices/${second.id}`)).json()) as { amountPaid: string; status: string };
    expect(assigned).toMatchObject({ amountPaid: "90.00", status: "partially_paid" });
  });
});

/** A 240.00 USD invoice in English (2 × 120.00, no tax) of the signed-in freelancer. */
async function issueInvoice(page: Page, customerId: string | undefined, description: string): Promise<Invoice> {
  const invoice = await page.request.post("/api/invoices", {
    data: {
      customerId,
      currency: "USD",
      language: "en",
      vatScenario: "auto",
      taxCalculationType: "automatic",
      items: [{ description, quantity: 2, rate: "120.00", amount: "240.00", taxRate: "0", taxAmount: "0" }],
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return invoice.json();
}

/** Another invoice of the signed-in freelancer, to the same customer. */
async function freelancerInvoiceFor(page: Page): Promise<Invoice> {
  const customers = (await (await page.request.get("/api/customers")).json()) as { id: string }[];
  return issueInvoice(page, customers[0]?.id, "Follow-up");
}
