import { expect, test, type Page } from "@playwright/test";
import { decodeCp437 } from "../../lib/exports/legacy-encodings";

// Issue #29 in Chromium: the OSS meter on the dashboard, the VIES status of a customer, the
// exchange-rate field of the invoice form and the "For your accountant" card's downloads, with
// screenshots at 390 and 1280 px. The server has the ECB rates of tests/fixtures/ecb-rates.xml
// (scripts/e2e-server.mjs) and no VIES_API_BASE.

const shots = "test-results/screenshots";
const WIDTHS = [1280, 390] as const;
let sequence = 0;

/** A VAT-registered Swedish seller of digital services with one German consumer sale of EUR 8 500 (85 % of the threshold). */
async function swedishSeller(page: Page) {
  const register = await page.request.post("/api/register", {
    data: {
      email: `eu-vat-${Date.now()}-${++sequence}@example.com`,
      password: "quokka-ledger-47",
      businessType: "business",
      businessName: "Pixel Apps AB",
      address: "Storgatan 1",
      city: "Örebro",
      postalCode: "702 10",
      country: "SE",
      vatNumber: "SE556036079301",
      vatRegistered: true,
      organizationNumber: "556036-0793",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const consumer = await page.request.post("/api/customers", {
    data: { customerType: "private", name: "Jana Becker", email: "jana@example.de", country: "DE" },
  });
  expect(consumer.status()).toBe(201);
  const business = await page.request.post("/api/customers", {
    data: { customerType: "business", name: "Kunde GmbH", email: "rechnung@kunde.example", country: "DE", vatNumber: "DE136695976" },
  });
  expect(business.status()).toBe(201);
  const invoice = await page.request.post("/api/invoices", {
    data: {
      customerId: ((await consumer.json()) as { id: string }).id,
      currency: "EUR",
      supplyType: "digital",
      vatScenario: "auto",
      items: [{ description: "App licence", quantity: 1, rate: "8500.00" }],
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
}

async function shoot(page: Page, name: string, target = page.locator("main")) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `${shots}/eu-vat-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: "serial" });

test("the dashboard's OSS meter warns from 80 % of the EUR 10,000 threshold", async ({ page }) => {
  await swedishSeller(page);
  await page.goto("/dashboard");
  const meter = page.getByRole("group", { name: "EU One-Stop-Shop threshold" });
  await expect(meter).toBeVisible({ timeout: 30_000 });
  await expect(meter).toContainText("€8,500");
  await expect(meter).toContainText("of €10,000");
  await expect(meter).toContainText("85.00 % of the EU-wide threshold: above it");
  await expect(meter.getByRole("meter")).toHaveAttribute("aria-valuenow", "85");
  await shoot(page, "oss-meter", meter);
});

test("a customer's VAT number check, and the invoice form's exchange rate", async ({ page }) => {
  await swedishSeller(page);
  await page.goto("/customers");
  const check = page.getByLabel("VAT number check");
  await expect(check).toContainText("Not verified", { timeout: 30_000 });
  await expect(check).toContainText("VIES checks are not set up on this server");
  await expect(check.getByRole("button", { name: "Check again" })).toBeVisible();
  await shoot(page, "customer-vies", page.locator("main").getByText("Kunde GmbH").locator("xpath=ancestor::*[@data-slot='card'][1]"));

  await page.goto("/create-invoice");
  await page.getByRole("combobox", { name: "Currency" }).selectOption("EUR", { timeout: 30_000 });
  const field = page.getByLabel("Exchange rate (1 EUR in SEK)");
  await expect(field).toBeVisible();
  await expect(page.getByText(/Empty: the ECB reference rate of 2026-11-02, 1 EUR = 10.95 SEK/)).toBeVisible();
  await shoot(page, "exchange-rate", field.locator("xpath=ancestor::div[contains(@class,'space-y-2')][1]"));
});

test("'For your accountant' downloads the year's SIE and DATEV files and the invoices", async ({ page }) => {
  await swedishSeller(page);
  await page.goto("/settings");
  const card = page.getByRole("heading", { name: "For your accountant" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card).toBeVisible({ timeout: 30_000 });
  const year = new Date().getUTCFullYear();

  const sie = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download SIE 4 file" }).click();
  const sieFile = await sie;
  expect(sieFile.suggestedFilename()).toBe(`invoiceflow-${year}.si`);
  const sieText = decodeCp437(new Uint8Array(await streamBytes(await sieFile.createReadStream())));
  expect(sieText).toContain("#SIETYP 4");
  expect(sieText).toContain('#FNAMN "Pixel Apps AB"');
  expect(sieText).toMatch(/#VER F 1 \d{8} "Faktura INV-\d+ Jana Becker"/);

  const datev = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download DATEV Buchungsstapel" }).click();
  const datevFile = await datev;
  expect(datevFile.suggestedFilename()).toBe(`EXTF_Buchungsstapel_${year}0101_${year}1231.csv`);
  expect(new TextDecoder("windows-1252").decode(await streamBytes(await datevFile.createReadStream()))).toMatch(
    /^"EXTF";700;21;"Buchungsstapel";13;/,
  );

  const csv = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download Invoices (CSV)" }).click();
  const csvText = new TextDecoder().decode(await streamBytes(await (await csv).createReadStream()));
  expect(csvText.split("\r\n")[0]).toContain("Customer VAT number");
  expect(csvText).toContain("Jana Becker");

  await shoot(page, "accountant-card", card);
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}
