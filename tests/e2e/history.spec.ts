import { expect, test, type Page } from "@playwright/test";
import { freelancerWithCustomer } from "./support/freelancer";

// Issue #25, "a history no one can rewrite", in Chromium: the invoice details dialog shows the
// invoice's history as a timeline, and a payment recorded there joins it at once. A fresh account
// of its own, so the demo users' invoices (which other specs count) stay as they are.

const shots = "test-results/screenshots";

/** A freelancer signed up in this page's context with one customer and one invoice of 240.00 USD. */
async function freelancerWithInvoice(page: Page): Promise<{ id: string; number: string }> {
  const customerId = await freelancerWithCustomer(page, `history-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const invoice = await page.request.post("/api/invoices", {
    data: {
      customerId,
      currency: "USD",
      language: "en",
      vatScenario: "auto",
      items: [{ description: "Brand workshop", quantity: 2, rate: "120.00" }],
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return invoice.json();
}

for (const { width, height, name, list, mobile } of [
  { width: 1280, height: 800, name: "desktop", list: "table", mobile: false },
  { width: 390, height: 844, name: "mobile", list: "list", mobile: true },
] as const) {
  test.describe(`on a ${width} px wide screen`, () => {
    test.use({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });

    test("the details dialog's history: Created, then Payment recorded once a payment is saved; a credit note's own history", async ({
      page,
    }) => {
      const { id, number } = await freelancerWithInvoice(page);
      await page.goto("/invoices");
      await page
        .getByRole(list, { name: "Invoices" })
        .getByRole("button", { name: `View ${number}` })
        .click();
      const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
      const history = dialog.getByRole("region", { name: "History" });
      const entries = history.getByRole("listitem");
      await expect(entries).toHaveCount(1);
      await expect(entries.nth(0)).toContainText("Created");
      await expect(entries.nth(0)).toContainText(`You · ${number} · $240.00`);

      await dialog.getByRole("button", { name: "Record payment" }).click();
      const form = dialog.getByRole("form", { name: "Record payment" });
      await form.getByLabel("Amount (USD)").fill("100");
      await form.getByLabel("Method").selectOption("cash");
      await form.getByRole("button", { name: "Save payment" }).click();

      await expect(entries).toHaveCount(2);
      await expect(entries.nth(1)).toContainText("Payment recorded");
      await expect(entries.nth(1)).toContainText("You · $100.00 · cash");
      await expect(entries.nth(1)).toContainText(/SHA-256 [0-9a-f]{16}…/);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await history.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${shots}/history-timeline-${name}.png`, animations: "disabled" });

      // A credit note: "Credit note issued" on the invoice, and the note's own history from its row.
      const credit = await page.request.post(`/api/invoices/${id}/credit-notes`, {
        data: { reason: "Discount agreed", items: [{ description: "Brand workshop", quantity: 1, rate: "40.00" }] },
      });
      expect(credit.status(), await credit.text()).toBe(201);
      const note = (await credit.json()) as { number: string };
      await page.reload();
      await page
        .getByRole(list, { name: "Invoices" })
        .getByRole("button", { name: `View ${number}` })
        .click();
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(2)).toContainText("Credit note issued");
      await expect(entries.nth(2)).toContainText(`You · ${note.number} · $40.00 · Reason: Discount agreed`);
      await dialog.getByRole("button", { name: `History of credit note ${note.number}` }).click();
      const noteHistory = dialog.getByRole("region", { name: `History of ${note.number}` });
      await expect(noteHistory.getByRole("listitem")).toHaveCount(1);
      await expect(noteHistory.getByRole("listitem")).toContainText(`Created`);
      await expect(noteHistory.getByRole("listitem")).toContainText(
        `You · ${note.number} · for ${number} · $40.00 · Reason: Discount agreed`,
      );
      await noteHistory.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${shots}/history-credit-note-${name}.png`, animations: "disabled" });
    });
  });
}
