// Named to run before public-invoice.spec.ts (one worker, files in name order): that spec spends
// 127.0.0.1's allowance of wrong public-link tokens, which /q/{token} shares with /i/{token}.
import { expect, test, type Page } from "@playwright/test";
import { readPdf } from "../support/read-pdf";
import { readOutbox } from "./support/outbox";
import { signInAsProDemoUser } from "./support/sign-in";
import { choose } from "./support/choose";

const shots = "screenshots";
const NBSP = "\u00a0";
const PHONE = { width: 390, height: 844 };

/** The whole page in one picture: the viewport grown to the page's height, so the sticky sidebar is drawn once. */
async function fullPageShot(page: Page, name: string) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path: `${shots}/${name}.png`, animations: "disabled" });
  await page.setViewportSize(viewport);
}

function addDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test.describe("quotes (issue #28)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the freelancer sends a quote, the customer accepts it on a 390 px phone without JavaScript, the freelancer converts it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signInAsProDemoUser(page);

    // Create a quote from the sidebar's Quotes screen.
    await page.getByRole("link", { name: "Quotes", exact: true }).first().click();
    await expect(page).toHaveURL(/\/quotes$/);
    await expect(page.getByRole("heading", { name: "Your Quotes", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "New Quote" }).click();
    await expect(page.getByRole("heading", { name: "Create Quote", level: 1 })).toBeVisible();
    await choose(page, "Customer", "Fjällräven Konsult AB");
    await choose(page, "VAT scenario", "Domestic, business to business");
    await choose(page, "Language", "Swedish");
    await page.getByLabel("Description of item 1").fill("Ny webbplats, design och utveckling");
    await page.getByLabel("Quantity of item 1").fill("4");
    await page.getByLabel("Price of item 1").fill("1250");
    const validUntil = addDays(14);
    await page.getByLabel("Valid until").fill(validUntil);
    await page.getByLabel("Notes").fill("Två korrekturrundor ingår.");
    await expect(page.getByTestId("totals")).toContainText(`Total6,250.00${NBSP}kr`);
    await fullPageShot(page, "quote-form-desktop");
    await page.getByRole("button", { name: "Create Quote" }).click();

    await expect(page).toHaveURL(/\/quotes$/);
    const row = page.getByTestId("quote-row").filter({ hasText: "Fjällräven Konsult AB" }).first();
    await expect(row).toContainText("Draft");
    await expect(row).toContainText(`6,250.00${NBSP}kr`);
    const number = (await row.getByRole("cell").first().innerText()).trim();
    expect(number).toMatch(/^Q-\d+$/);
    await expect(page.getByRole("group", { name: "Open quotes" })).toContainText(`6,250.00${NBSP}kr`);

    // Send: the customer gets the PDF and the link.
    await row.getByRole("button", { name: `Send ${number}` }).click();
    await expect(page.getByText("Quote Sent")).toBeVisible();
    await expect(row).toContainText("Sent");
    // In the quote's language, Swedish here.
    const mail = (await readOutbox()).find((message) => message.subject?.startsWith(`Offert ${number} `));
    expect(mail?.subject).toBe(`Offert ${number} från Nordic Pixel AB`);
    expect(mail?.to?.map(({ address }) => address)).toEqual(["faktura@fjallkonsult.test"]);
    const attachment = mail!.attachments.find(({ filename }) => filename === `quote-${number}.pdf`);
    expect(attachment?.mimeType).toBe("application/pdf");
    const pdf = await readPdf(new Uint8Array(attachment!.content as ArrayBuffer));
    expect(pdf.info.Title).toBe(`Offert ${number}`);
    const link = /https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43}/.exec(mail!.text ?? "")?.[0];
    expect(link).toBeDefined();
    await page.screenshot({ path: `${shots}/quotes-desktop.png`, fullPage: true, animations: "disabled" });

    // The customer: a fresh browser (no session) on a phone, with JavaScript off: the forms work without it.
    const customer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const phone = await customer.newPage();
    const publicPath = new URL(link!).pathname;
    const opened = await phone.goto(publicPath);
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(phone.getByText("Offert från")).toBeVisible();
    await expect(phone.getByTestId("quote-status")).toHaveText("Öppen");
    // The lines are in the page twice, a table and a stacked list, and CSS shows the phone the list.
    await expect(phone.getByRole("list", { name: "Beskrivning" }).getByText("Ny webbplats, design och utveckling")).toBeVisible();
    await fullPageShot(phone, "quote-public-mobile");
    // Without a name the page asks for it (the browser's `required` is bypassed to reach the server's check).
    await phone.getByLabel("Ditt namn").evaluate((input) => input.removeAttribute("required"));
    await phone.getByRole("button", { name: "Acceptera offerten" }).click();
    await expect(phone.getByRole("alert")).toHaveText("Skriv ditt namn för att acceptera offerten.");
    await phone.getByLabel("Ditt namn").fill("Karin Lund");
    await phone.getByRole("button", { name: "Acceptera offerten" }).click();
    await expect(phone).toHaveURL(new RegExp(`${publicPath}$`));
    await expect(phone.getByTestId("quote-status")).toHaveText("Accepterad");
    await expect(phone.getByText(/Accepterad av Karin Lund/)).toBeVisible();
    await expect(phone.getByRole("button", { name: "Acceptera offerten" })).toHaveCount(0);
    await fullPageShot(phone, "quote-accepted-mobile");
    await customer.close();

    // The freelancer is told, and converts the accepted quote.
    const told = (await readOutbox()).find((message) => message.subject === `Quote ${number} was accepted by Karin Lund`);
    expect(told?.to?.map(({ address }) => address)).toEqual(["pro@demo.invoiceflow.test"]);
    await page.reload();
    await expect(row).toContainText("Accepted");
    await expect(row).toContainText("Accepted by Karin Lund");
    await row.getByRole("button", { name: `Convert ${number} to an invoice` }).click();
    await expect(page.getByText("Invoice Created!")).toBeVisible();
    const created = page.getByText(new RegExp(`${number} became invoice (INV-\\d+)\\.`));
    await expect(created).toBeVisible();
    const invoiceNumber = /(INV-\d+)/.exec(await created.innerText())?.[1];
    await expect(row).toContainText("Invoiced");

    // The owner's own look at the link, on a wide screen: accepted, no forms left.
    await page.goto(publicPath);
    await expect(page.getByTestId("quote-status")).toHaveText("Accepterad");
    await fullPageShot(page, "quote-public-desktop");

    // The invoiced quote's Invoice button opens that invoice, not just the list.
    await page.goto("/quotes");
    await page
      .getByRole("link", { name: `Open the invoice made from ${number}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/invoices\?invoice=/);
    const dialog = page.getByRole("dialog", { name: `Invoice ${invoiceNumber}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("table", { name: "Invoice items" })).toContainText("Ny webbplats, design och utveckling");
    await page.screenshot({ path: `${shots}/quote-invoice-link-desktop.png`, animations: "disabled" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: invoiceNumber! })).toContainText(
      `6,250.00${NBSP}kr`,
    );
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test("the quotes list shows cards and the dashboard the open quotes", async ({ page }) => {
      await signInAsProDemoUser(page);
      const customers = (await (await page.request.get("/api/customers?limit=200")).json()) as { id: string; name: string }[];
      const customer = customers.find(({ name }) => name === "Fjällräven Konsult AB");
      const created = await page.request.post("/api/quotes", {
        data: {
          customerId: customer!.id,
          vatScenario: "auto",
          currency: "SEK",
          items: [{ description: "Underhåll", quantity: 2, rate: "900" }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto("/quotes");
      await expect(page.getByTestId("quote-card").first()).toBeVisible();
      await fullPageShot(page, "quotes-mobile");
      await page.goto("/dashboard");
      await expect(page.getByRole("group", { name: "Open quotes" })).toContainText("waiting for an answer");
      await page.getByRole("group", { name: "Open quotes" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/dashboard-open-quotes-mobile.png`, animations: "disabled" });
    });
  });
});
