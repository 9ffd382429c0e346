// Named to run after invoices.spec.ts (one worker, files in name order): it issues fresh invoices
// for the Pro demo user, which would push the seed invoices out of the dashboard that spec reads.
import { expect, test, type Page } from "@playwright/test";
import { issueSeedCustomerInvoice } from "./support/seed-customer-invoice";
import { signInAsProDemoUser } from "./support/sign-in";

// Nothing issued is deleted (#25): deleting a sent invoice offers a credit note instead; deleting a
// draft that never left the user takes it out of the list and into the Deleted tab.

const shots = "screenshots";

type CreatedInvoice = { id: string; number: string };

/** Issues a fresh USD invoice; `send` mails it too (from the page, with its session cookie and Origin). */
async function issueInvoice(page: Page, send: boolean): Promise<CreatedInvoice> {
  const invoice = await issueSeedCustomerInvoice<CreatedInvoice>(page, [
    { description: "Deletion e2e: workshop", quantity: 1, rate: "300.00" },
  ]);
  if (send) {
    await page.evaluate(async (id) => {
      const sent = await fetch(`/api/invoices/${id}/send`, { method: "POST" });
      if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);
    }, invoice.id);
  }
  return invoice;
}

async function dismissToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toBeHidden();
}

async function deleteSentThenDraft(page: Page, list: () => ReturnType<Page["getByRole"]>, screenshot: string) {
  await signInAsProDemoUser(page);
  const sent = await issueInvoice(page, true);
  const draft = await issueInvoice(page, false);
  await page.goto("/invoices");
  await expect(list()).toContainText(sent.number);

  // A sent invoice: the delete button explains and offers the credit note instead.
  await list()
    .getByRole("button", { name: `Delete ${sent.number}` })
    .click();
  const offer = page.getByRole("dialog", { name: `Invoice ${sent.number} can't be deleted` });
  await expect(offer).toContainText("This invoice was sent to your customer. Issue a credit note to cancel it.");
  await page.screenshot({ path: `${shots}/${screenshot}-offer.png`, animations: "disabled" });
  await offer.getByRole("button", { name: "Create credit note" }).click();
  const form = page.getByRole("dialog", { name: "Create credit note" });
  await expect(form).toContainText(`Corrects invoice ${sent.number}`);
  await page.screenshot({ path: `${shots}/${screenshot}-credit-form.png`, animations: "disabled" });
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(list()).toContainText(sent.number);

  // A draft never sent: deleted after confirming, gone from the list, kept under Deleted.
  await list()
    .getByRole("button", { name: `Delete ${draft.number}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete invoice" });
  await expect(confirm).toContainText(`Are you sure you want to delete invoice ${draft.number}`);
  await page.screenshot({ path: `${shots}/${screenshot}-confirm.png`, animations: "disabled" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await dismissToast(page, "Invoice deleted successfully");
  await expect(list()).not.toContainText(draft.number);
  await expect(list()).toContainText(sent.number);

  await page.getByRole("tab", { name: "Deleted" }).click();
  await expect(list()).toContainText(draft.number);
  await expect(list()).not.toContainText(sent.number);
  await expect(list().getByRole("button", { name: `Delete ${draft.number}` })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/${screenshot}-deleted-tab.png`, fullPage: true, animations: "disabled" });

  // A reload asks the server again: the deletion is stored.
  await page.reload();
  await expect(list()).toContainText(sent.number);
  await expect(list()).not.toContainText(draft.number);
}

test.describe("on a 1280 px wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("deleting a sent invoice offers a credit note; a draft is deleted and leaves the list", async ({ page }) => {
    await deleteSentThenDraft(page, () => page.getByRole("table", { name: "Invoices" }), "invoice-deletion-desktop");
  });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("deleting a sent invoice offers a credit note; a draft is deleted and leaves the list", async ({ page }) => {
    await deleteSentThenDraft(page, () => page.getByRole("list", { name: "Invoices" }), "invoice-deletion-mobile");
  });
});
