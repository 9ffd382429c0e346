import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readPdf } from "../support/read-pdf";
import { readOutbox } from "./support/outbox";
import { signInAsProDemoUser } from "./support/sign-in";

const shots = "screenshots";

// The seed gives the Pro demo user (a Swedish VAT-registered business) three invoices, issued in
// this order: INV-1001 30 400 SEK + 25 % VAT to a Swedish business, INV-1002 3 790 EUR reverse
// charge to a German business, INV-1003 3 400 USD to a Canadian one. Lists are newest first.

/**
 * The invoice numbers a list shows, top to bottom. Other spec files add invoices to the same demo
 * user (they share one database), so the tests check the seed invoices by number and order.
 */
async function invoiceNumbers(items: Locator): Promise<string[]> {
  const texts = await items.allTextContents();
  return texts.map((text) => text.match(/INV-\d+/)?.[0] ?? "");
}

/** Newest first: the seed's three invoices appear in this order, whatever else was issued since. */
async function expectSeedInvoicesNewestFirst(items: Locator) {
  await expect(items.filter({ hasText: "INV-1001" })).toHaveCount(1);
  const seed = (await invoiceNumbers(items)).filter((number) => ["INV-1001", "INV-1002", "INV-1003"].includes(number));
  expect(seed).toEqual(["INV-1003", "INV-1002", "INV-1001"]);
}

/** Closes the toast so it does not cover the page in a screenshot. */
async function dismissToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toBeHidden();
}

// Runs first: the last test deletes an invoice from the shared database.
test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the dashboard and the invoice cards", async ({ page }) => {
    await signInAsProDemoUser(page);
    const recent = page.getByRole("list", { name: "Recent invoices" });
    await expectSeedInvoicesNewestFirst(recent.getByRole("listitem"));
    await page.screenshot({ path: `${shots}/dashboard-mobile.png`, fullPage: true, animations: "disabled" });

    await page.goto("/invoices");
    await expect(page.getByRole("heading", { name: "Your Invoices", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Invoices" })).toBeHidden();
    const cards = page.getByRole("list", { name: "Invoices" });
    await expectSeedInvoicesNewestFirst(cards.getByRole("listitem"));
    await expect(cards.getByRole("listitem").filter({ hasText: "INV-1001" })).toContainText("38,000.00\u00a0kr");
    await page.screenshot({ path: `${shots}/invoices-mobile.png`, fullPage: true, animations: "disabled" });

    await cards.getByRole("button", { name: "View INV-1001" }).click();
    const dialog = page.getByRole("dialog", { name: "Invoice INV-1001" });
    await expect(dialog).toContainText("VAT (25%)");
    // Nothing may push the dialog wider than the phone (the items become a list below sm).
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.screenshot({ path: `${shots}/invoice-details-mobile.png`, animations: "disabled" });
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(dialog.getByRole("button", { name: "Send Email" })).toBeInViewport();
    await page.screenshot({ path: `${shots}/invoice-details-mobile-actions.png`, animations: "disabled" });
  });
});

test.describe("on a 1280 px wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("recent invoices on the dashboard, the list, the details dialog; a Pro user deletes one", async ({ page }) => {
    await signInAsProDemoUser(page);
    // The seed created the account seconds ago: a new account is welcomed, not welcomed back (#15).
    await expect(page.getByRole("heading", { name: "Welcome, Nordic Pixel AB!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Invoices" })).toBeVisible();
    const recent = page.getByRole("list", { name: "Recent invoices" });
    await expectSeedInvoicesNewestFirst(recent.getByRole("listitem"));
    const recentCount = await recent.getByRole("listitem").count();
    // Whole units on the dashboard.
    await expect(recent.getByRole("listitem").filter({ hasText: "INV-1002" })).toContainText("€3,790");
    await expect(recent.getByRole("listitem").filter({ hasText: "INV-1001" })).toContainText("38,000\u00a0kr");
    await page.screenshot({ path: `${shots}/dashboard-desktop.png`, fullPage: true, animations: "disabled" });

    await recent.getByRole("button", { name: "View INV-1001" }).click();
    const fromDashboard = page.getByRole("dialog", { name: "Invoice INV-1001" });
    await expect(fromDashboard).toContainText("Fjällräven Konsult AB");
    await expect(fromDashboard.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(fromDashboard).toBeHidden();

    await page.getByRole("link", { name: "View All" }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole("heading", { name: "Your Invoices", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "New Invoice" })).toHaveAttribute("href", "/create-invoice");
    const table = page.getByRole("table", { name: "Invoices" });
    const rows = table.getByRole("row");
    const row = (number: string) => rows.filter({ hasText: number });
    await expectSeedInvoicesNewestFirst(rows);
    const rowCount = await rows.count();
    await expect(row("INV-1003")).toContainText("$3,400.00");
    await expect(row("INV-1002")).toContainText("€3,790.00");
    await expect(row("INV-1001")).toContainText("faktura@fjallkonsult.test");
    await expect(row("INV-1001")).toContainText("38,000.00\u00a0kr");
    await page.screenshot({ path: `${shots}/invoices-desktop.png`, fullPage: true, animations: "disabled" });

    await table.getByRole("button", { name: "View INV-1001" }).click();
    const dialog = page.getByRole("dialog", { name: "Invoice INV-1001" });
    await expect(dialog).toContainText("Webbutveckling, oktober");
    await expect(dialog).toContainText("VAT (25%)");
    await expect(dialog).toContainText("7,600.00\u00a0kr");
    await expect(dialog).toContainText("Swedish");
    await expect(dialog.getByRole("button", { name: "Delete Invoice" })).toBeVisible();
    await page.screenshot({ path: `${shots}/invoice-details-dialog.png`, animations: "disabled" });

    // Without a mail provider configured the server writes to its development outbox.
    await dialog.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("Invoice Sent")).toBeVisible();
    await expect(page.getByText("Sent to faktura@fjallkonsult.test", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Sent to faktura@fjallkonsult\.test on /)).toBeVisible();
    // The outbox is shared by every spec (card payments mail their own "INV-1001 was paid"): this mail is
    // the one to this customer.
    const sent = (await readOutbox()).filter(
      (mail) => mail.subject?.includes("INV-1001") && mail.to?.some(({ address }) => address === "faktura@fjallkonsult.test"),
    );
    expect(sent).toHaveLength(1);
    const [mail] = sent as [(typeof sent)[number]];
    expect(mail.to?.map(({ address }) => address)).toEqual(["faktura@fjallkonsult.test"]);
    expect(mail.replyTo?.map(({ address }) => address)).toEqual(["pro@demo.invoiceflow.test"]);
    expect(mail.subject).toContain("Nordic Pixel AB");
    const attachment = mail.attachments.find(({ filename }) => filename === "invoice-INV-1001.pdf");
    expect(attachment?.mimeType).toBe("application/pdf");
    const attached = await readPdf(new Uint8Array(attachment!.content as ArrayBuffer));
    expect(attached.text).toContain("INV-1001");
    expect(attached.text).toContain("Fjällräven Konsult AB");
    // A modal dialog blocks pointer events outside it, the toast's close button included.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await dismissToast(page, "Invoice Sent");
    // Opened again, the invoice comes from the refreshed list: sentAt is stored.
    await table.getByRole("button", { name: "View INV-1001" }).click();
    await expect(dialog.getByText(/^Sent to faktura@fjallkonsult\.test on /)).toBeVisible();
    await page.screenshot({ path: `${shots}/invoice-details-sent.png`, animations: "disabled" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await table.getByRole("button", { name: "Delete INV-1002" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete invoice" });
    await expect(confirm).toContainText("Are you sure you want to delete invoice INV-1002 for Müller & Söhne GmbH?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await dismissToast(page, "Invoice deleted successfully");
    await expect(rows).toHaveCount(rowCount - 1);
    await expect(table).not.toContainText("INV-1002");

    await page.getByRole("link", { name: "Dashboard" }).click();
    // The dashboard shows the latest five: one fewer only while there were five or fewer.
    const invoicesLeft = rowCount - 2;
    await expect(recent.getByRole("listitem")).toHaveCount(Math.min(recentCount, invoicesLeft));
    await expect(recent).not.toContainText("INV-1002");
    await expect(page.getByRole("group", { name: "Invoices" })).toHaveText(`Invoices${invoicesLeft}`);
  });

  test("Download PDF saves invoice-{number}.pdf", async ({ page }) => {
    await signInAsProDemoUser(page);
    const invoices = (await (await page.request.get("/api/invoices")).json()) as { id: string; number: string }[];
    const invoice = invoices.find(({ number }) => number === "INV-1001");
    expect(invoice).toBeDefined();
    await page.goto("/invoices");
    await page.getByRole("table", { name: "Invoices" }).getByRole("button", { name: "View INV-1001" }).click();
    const dialog = page.getByRole("dialog", { name: "Invoice INV-1001" });
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("invoice-INV-1001.pdf");
    await expect(page.getByText("PDF Downloaded")).toBeVisible();

    // The saved file is the invoice: a Pro user's, so in Swedish (its language) and without a watermark.
    const pdf = await readPdf(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(pdf.text).toContain("INV-1001");
    expect(pdf.text).toContain("Fjällräven Konsult AB");
    expect(pdf.text).toContain("Webbutveckling, oktober");
    expect(pdf.squeezed).toContain("38000,00kr");
    expect(pdf.text).not.toMatch(/gratisplanen|Free plan/);
  });
});
