// Named to run after invoices.spec.ts (one worker, files in name order): it issues a fresh invoice
// for the Pro demo user, which would push the seed invoices out of the dashboard that spec reads.
import { expect, test, type Page } from "@playwright/test";
import { issueSeedCustomerInvoice } from "./support/seed-customer-invoice";
import { signInAsProDemoUser } from "./support/sign-in";

// Credit notes (#25): a partial credit note from the invoice details dialog, seen on /invoices and
// downloaded as a PDF. The Pro demo user issues a fresh USD invoice of their own first, so other
// spec files' changes to the seed don't matter.

const shots = "screenshots";

type CreatedInvoice = { id: string; number: string; total: string };

function issueInvoice(page: Page): Promise<CreatedInvoice> {
  return issueSeedCustomerInvoice(page, [
    { description: "Credit note e2e: design", quantity: 2, rate: "250.00" },
    { description: "Credit note e2e: hosting", quantity: 3, rate: "40.00" },
  ]);
}

async function partialCredit(page: Page, open: () => Promise<void>, screenshot: string) {
  const invoice = await issueInvoice(page);
  await page.goto("/invoices");
  await open.call(null);
  const dialog = page.getByRole("dialog", { name: `Invoice ${invoice.number}` });
  await dialog.getByRole("region", { name: "Credit notes" }).getByRole("button", { name: "Create credit note" }).click();

  const form = page.getByRole("dialog", { name: "Create credit note" });
  await form.getByText("Chosen lines and amounts").click();
  await form.getByRole("checkbox", { name: "Credit Credit note e2e: hosting" }).click();
  await form.getByLabel("Quantity of Credit note e2e: hosting").fill("1");
  await form.getByLabel("Reason (printed on the credit note)").fill("One month of hosting not delivered");
  await page.screenshot({ path: `${shots}/${screenshot}-form.png`, animations: "disabled" });
  await form.getByRole("button", { name: "Create credit note" }).click();
  await expect(form).toHaveCount(0);

  const credits = dialog.getByRole("region", { name: "Credit notes" });
  await expect(credits.getByRole("listitem")).toHaveCount(1);
  const number = (await credits.getByRole("listitem").locator("span").first().textContent()) ?? "";
  expect(number).toMatch(/^CN-\d+$/);
  await expect(credits).toContainText("Credited in all: $40.00");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `${shots}/${screenshot}-dialog.png`, animations: "disabled" });
  await page.keyboard.press("Escape");
  return { invoice, number };
}

test.describe("on a 1280 px wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a partial credit note from the details dialog shows on /invoices and downloads as credit-note-{number}.pdf", async ({ page }) => {
    await signInAsProDemoUser(page);
    let invoiceNumber = "";
    const { invoice, number } = await partialCredit(
      page,
      async () => {
        const [first] = (await page.evaluate(async () => (await fetch("/api/invoices?limit=1")).json())) as { number: string }[];
        invoiceNumber = first!.number;
        await page
          .getByRole("table", { name: "Invoices" })
          .getByRole("button", { name: `View ${invoiceNumber}` })
          .click();
      },
      "credit-notes-desktop",
    );
    expect(invoice.number).toBe(invoiceNumber);

    const section = page.getByRole("region", { name: "Credit notes" });
    const row = section.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText(invoice.number);
    await expect(row).toContainText("One month of hosting not delivered");
    await expect(row).toContainText("$40.00");
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/credit-notes-invoices-desktop.png`, fullPage: true, animations: "disabled" });

    const downloading = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download credit note ${number} as PDF` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`credit-note-${number}.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the same from a card: the credit note's card on /invoices has its PDF", async ({ page }) => {
    await signInAsProDemoUser(page);
    const { number } = await partialCredit(
      page,
      async () => {
        const [first] = (await page.evaluate(async () => (await fetch("/api/invoices?limit=1")).json())) as { number: string }[];
        await page
          .getByRole("list", { name: "Invoices" })
          .getByRole("button", { name: `View ${first!.number}` })
          .click();
      },
      "credit-notes-mobile",
    );
    const card = page.getByRole("list", { name: "Credit notes" }).getByRole("listitem").filter({ hasText: number });
    await expect(card).toContainText("$40.00");
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${shots}/credit-notes-invoices-mobile.png`, fullPage: true, animations: "disabled" });
    await expect(card.getByRole("button", { name: `Download credit note ${number} as PDF` })).toBeVisible();
  });
});
