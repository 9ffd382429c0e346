import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const shots = "screenshots";
const IBAN = "DE89370400440532013000";
/** lib/invoices/open-public-invoice.ts: wrong tokens per address and window. */
const MISS_LIMIT = 30;

type Invoice = {
  id: string;
  number: string;
  paymentReference: string;
  total: string;
  balanceDue: string;
  publicUrl: string;
  viewedAt: string | null;
  status: string;
  customerId: string;
};

/** A German studio with a bank account (a SEPA IBAN), signed in in this page's context, with one euro invoice to a German customer. */
async function ownerWithEuroInvoice(page: Page): Promise<Invoice> {
  const email = `public-link-${Date.now()}@example.com`;
  const register = await page.request.post("/api/register", {
    data: {
      email,
      password: "quokka-ledger-47",
      businessType: "business",
      businessName: "Müller Design GmbH",
      country: "DE",
      address: "Torstraße 1",
      city: "Berlin",
      postalCode: "10115",
      agreeToTerms: true,
      humanVerified: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const settings = await page.request.put("/api/user/settings", {
    data: {
      username: "Müller Design GmbH",
      address: "Torstraße 1",
      city: "Berlin",
      postalCode: "10115",
      bankName: "Commerzbank",
      iban: IBAN,
      swiftCode: "COBADEFFXXX",
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const customer = await page.request.post("/api/customers", {
    data: {
      customerType: "business",
      name: "Kunde AG",
      email: "buchhaltung@kunde.example",
      country: "DE",
      address: "Königstraße 28",
      city: "Stuttgart",
      postalCode: "70173",
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  return postEuroInvoice(page, ((await customer.json()) as { id: string }).id);
}

async function postEuroInvoice(page: Page, customerId: string): Promise<Invoice> {
  const invoice = await page.request.post("/api/invoices", {
    data: {
      customerId,
      currency: "EUR",
      language: "de",
      vatScenario: "auto",
      taxCalculationType: "automatic",
      paymentInstructions: "Zahlbar innerhalb von 30 Tagen.",
      items: [
        {
          description: "Art direction\nKonzept und zwei Korrekturrunden",
          quantity: 2,
          rate: "100.00",
          amount: "200.00",
          taxRate: "0",
          taxAmount: "0",
        },
      ],
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return invoice.json();
}

async function readInvoice(request: APIRequestContext, id: string): Promise<Invoice> {
  const response = await request.get(`/api/invoices/${id}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** The QR codes zbar reads in a PNG (raw bytes as UTF-8: see tests/support/decode-qr.ts). */
function decodeQr(png: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "public-qr-"));
  try {
    const file = path.join(dir, "qr.png");
    writeFileSync(file, png);
    return execFileSync("zbarimg", ["--raw", "-q", "-Sbinary", "--nodbus", file], { stdio: ["ignore", "pipe", "ignore"] })
      .toString("utf8")
      .replace(/\n$/, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("the public invoice link (/i/{token})", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a customer opens it without an account: the invoice, its status, the payment QR code and the PDF; VOID; replaced and wrong links are 404; guessing is limited", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const issued = await ownerWithEuroInvoice(page);
    const paid = await page.request.post(`/api/invoices/${issued.id}/payments`, { data: { amount: "38.10", method: "bank_transfer" } });
    expect(paid.status(), await paid.text()).toBe(201);
    const invoice = (await paid.json()) as Invoice;
    expect(invoice).toMatchObject({ status: "partially_paid", balanceDue: "161.90" });
    const url = new URL(invoice.publicUrl);
    expect(url.pathname).toMatch(/^\/i\/[A-Za-z0-9_-]{43}$/);

    // The owner checking their own link: it opens, and it is not the customer's view.
    await page.goto(url.pathname);
    await expect(page.getByRole("article", { name: `Rechnung ${invoice.number}` })).toBeVisible();
    expect((await readInvoice(page.request, invoice.id)).viewedAt).toBeNull();

    // The customer: a fresh browser, no cookies.
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const customer = await customerContext.newPage();
    // The page renders under the nonce policy: nothing on it may be refused (inline SVG, no inline script).
    const refused: string[] = [];
    customer.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const response = await customer.goto(url.pathname);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["cache-control"]).toContain("no-store");
    await expect(customer.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(customer).toHaveTitle(`Rechnung ${invoice.number} · Müller Design GmbH | InvoiceFlow`);

    await expect(customer.getByRole("heading", { level: 1, name: "Müller Design GmbH" })).toBeVisible();
    const sheet = customer.getByRole("article", { name: `Rechnung ${invoice.number}` });
    await expect(sheet).toContainText(invoice.number);
    await expect(sheet).toContainText("Kunde AG");
    await expect(sheet).toContainText("Bereits bezahlt");
    await expect(sheet).toContainText("Offener Betrag");
    await expect(customer.getByTestId("invoice-status")).toHaveText("Teilweise bezahlt");
    await expect(customer.getByRole("region", { name: "Teilweise bezahlt" })).toContainText("38,10 € erhalten; 161,90 € noch offen");

    // The payment QR code, as a banking app reads it off the screen.
    const qr = customer.getByTestId("payment-qr");
    await expect(qr).toBeVisible();
    await expect(customer.getByRole("img", { name: "Mit Ihrer Banking-App scannen und bezahlen" })).toBeVisible();
    expect(decodeQr(await qr.screenshot())).toBe(
      ["BCD", "002", "1", "SCT", "COBADEFFXXX", "Müller Design GmbH", IBAN, "EUR161.90", "", invoice.paymentReference].join("\n"),
    );
    await customer.screenshot({ path: `${shots}/public-invoice.png`, fullPage: true, animations: "disabled" });
    // On a phone: the sheet stacks, each item line stacks (issue #24 item 1), the code stays whole.
    await customer.setViewportSize({ width: 390, height: 844 });
    expect(decodeQr(await qr.screenshot())).toContain("EUR161.90");
    await customer.screenshot({ path: `${shots}/public-invoice-mobile.png`, fullPage: true, animations: "disabled" });
    await customer.setViewportSize({ width: 1280, height: 900 });

    // The first customer visit marked it viewed.
    expect((await readInvoice(page.request, invoice.id)).viewedAt).not.toBeNull();

    // Download PDF: the owner's PDF, through the link.
    const link = customer.getByRole("link", { name: "PDF herunterladen" });
    await expect(link).toHaveAttribute("href", `${url.pathname}/pdf`);
    const [download] = await Promise.all([customer.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoice.number}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Paid and opened by the customer, it is a record (issue #25): voiding is refused, a credit note corrects it.
    const refusedVoid = await page.request.post(`/api/invoices/${invoice.id}/void`);
    expect(refusedVoid.status()).toBe(409);
    expect(await refusedVoid.json()).toMatchObject({
      code: "invoice_issued",
      message: "This invoice was sent to your customer. Issue a credit note to cancel it.",
    });

    // One voided before it ever left the owner: its link says so, in words and with the stamp, and asks for nothing.
    const draft = await postEuroInvoice(page, invoice.customerId);
    expect((await page.request.post(`/api/invoices/${draft.id}/void`)).status()).toBe(200);
    await customer.goto(new URL(draft.publicUrl).pathname);
    await expect(customer.getByTestId("invoice-status")).toHaveText("STORNIERT");
    await expect(customer.getByRole("region", { name: "STORNIERT" })).toContainText(
      "Diese Rechnung wurde storniert. Es ist nichts zu zahlen.",
    );
    await expect(customer.getByTestId("payment-qr")).toHaveCount(0);
    await expect(customer).toHaveTitle(`Rechnung ${draft.number} – STORNIERT · Müller Design GmbH | InvoiceFlow`);
    await customer.screenshot({ path: `${shots}/public-invoice-void.png`, fullPage: true, animations: "disabled" });

    let misses = 0;
    // The owner replaces the link: the old one is a plain 404 page, the new one works.
    const replaced = await page.request.post(`/api/invoices/${invoice.id}/public-link`);
    const fresh = new URL(((await replaced.json()) as Invoice).publicUrl).pathname;
    const old = await customer.goto(url.pathname);
    misses += 1;
    expect(old?.status()).toBe(404);
    await expect(customer.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(customer.getByText(invoice.number)).toHaveCount(0);
    await expect(customer.getByText("Müller Design GmbH")).toHaveCount(0);
    expect((await customer.goto(fresh))?.status()).toBe(200);

    // A wrong token of any shape: the same 404 page.
    for (const token of ["nope", "A".repeat(43), "f".repeat(64)]) {
      const wrong = await customer.goto(`/i/${token}`);
      misses += 1;
      expect(wrong?.status()).toBe(404);
      await expect(customer.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    }
    await customer.screenshot({ path: `${shots}/public-invoice-not-found.png`, animations: "disabled" });

    // Guessing: this address's misses run out at the limit. Until then the right link works and
    // costs nothing; after, the page is a 404 like any miss and the PDF answers 429.
    const guesses = customerContext.request;
    while (misses < MISS_LIMIT - 1) {
      expect((await guesses.get(`/i/${"x".repeat(40)}${String(misses).padStart(3, "0")}`)).status()).toBe(404);
      misses += 1;
    }
    expect((await guesses.get(fresh)).status()).toBe(200);
    expect((await guesses.get(`${fresh}/pdf`)).status()).toBe(200);
    expect((await guesses.get(`/i/${"y".repeat(43)}/pdf`)).status()).toBe(404);
    misses += 1;
    expect((await guesses.get(fresh)).status()).toBe(404);
    const limited = await guesses.get(`${fresh}/pdf`);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    await customerContext.close();
  });
});
