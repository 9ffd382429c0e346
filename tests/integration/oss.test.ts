import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { GET as ossRoute } from "@/app/api/tax/oss/route";
import { GET as ossReturnRoute } from "@/app/api/tax/oss-return/route";
import { db } from "@/lib/db";
import { EXPLANATIONS } from "@/lib/tax";
import { callRoute } from "./support/call-route";
import { loadEcbFixture } from "./support/ecb";
import { addCustomer } from "./support/invoices";
import { postSale, proSeller } from "./support/sales";

// Issue #29: the EUR 10 000 One-Stop-Shop threshold (Art. 59c) and the quarterly OSS return
// (Art. 369g, 369h), over invoices in EUR, SEK and USD converted with the fixed ECB file
// tests/fixtures/ecb-rates.xml (EUR 1 = … on 2026-07-01: USD 1.15, SEK 11.05; 2026-08-03: SEK 11.10;
// 2026-09-30: USD 1.17, SEK 11.00).

beforeAll(loadEcbFixture);

type Invoice = { id: string; number: string; taxRate: string; tax: string; oss: boolean; taxExplanation: string; vatScenario: string };

/** A VAT-registered Swedish seller of digital services, not registered for OSS, on Pro (no monthly limit). */
const swedishSeller = () => proSeller({ businessName: "Pixel Apps AB", country: "SE", vatNumber: "SE556703748501" });

const sale = (cookie: string, customerId: string, invoiceDate: string, currency: string, amount: string, supplyType = "digital") =>
  postSale<Invoice>(cookie, customerId, { invoiceDate, currency, amount, supplyType });

const consumer = (cookie: string, country: string) =>
  addCustomer(cookie, { customerType: "private", name: `Consumer ${country}`, country });

describe("the OSS threshold", () => {
  it("counts cross-border consumer sales in EUR and switches to the customer's rate at the crossing invoice", async () => {
    const { cookie } = await swedishSeller();
    const german = await consumer(cookie, "DE");
    const french = await consumer(cookie, "FR");
    const swede = await consumer(cookie, "SE");

    const first = await sale(cookie, german.id, "2026-03-02", "EUR", "9000.00"); // 9000.00
    const second = await sale(cookie, french.id, "2026-07-01", "USD", "500.00"); // 500 × round(1/1.15, 6) = 500 × 0.869565 = 434.7825 → 434.78; 9434.78
    const third = await sale(cookie, german.id, "2026-08-03", "SEK", "6000.00"); // 6000 × round(1/11.10, 6) = 6000 × 0.090090 = 540.54; 9975.32
    await sale(cookie, swede.id, "2026-08-10", "EUR", "5000.00"); // domestic: does not count
    await sale(cookie, german.id, "2026-08-11", "EUR", "5000.00", "services"); // services to consumers (Art. 45): do not count
    const crossing = await sale(cookie, german.id, "2026-09-30", "EUR", "100.00"); // 10075.32 > 10000: this one crosses
    const after = await sale(cookie, french.id, "2026-11-02", "EUR", "50.00"); // 10125.32

    for (const below of [first, second, third]) {
      expect(below).toMatchObject({ taxRate: "25.00", oss: false, vatScenario: "cross_border_b2c" });
      expect(below.taxExplanation).toBe(EXPLANATIONS.below_distance_threshold.en);
    }
    expect(crossing).toMatchObject({ taxRate: "19.00", tax: "19.00", oss: true, taxExplanation: EXPLANATIONS.oss_digital.en });
    expect(after).toMatchObject({ taxRate: "20.00", tax: "10.00", oss: true });

    const response = await callRoute(ossRoute, { cookie, path: "/api/tax/oss?year=2026" });
    expect(response.status).toBe(200);
    const summary = (await response.json()) as Record<string, unknown> & { invoices: { number: string; amountEur: string }[] };
    expect(summary).toMatchObject({
      year: 2026,
      threshold: "10000.00",
      currency: "EUR",
      total: "10125.32",
      previousYearTotal: "0.00",
      percent: "101.25", // 10125.32 / 10000 × 100
      crossedOn: "2026-09-30",
      exceeded: true,
      unconvertedInvoices: 0,
    });
    expect(summary.invoices.map((invoice) => invoice.amountEur)).toEqual(["9000.00", "434.78", "540.54", "100.00", "50.00"]);
  });

  it("under it, the meter's figures: total, percent, no crossing", async () => {
    const { cookie } = await swedishSeller();
    const german = await consumer(cookie, "DE");
    await sale(cookie, german.id, "2026-03-02", "EUR", "8123.40", "goods");
    const summary = await (await callRoute(ossRoute, { cookie, path: "/api/tax/oss?year=2026" })).json();
    expect(summary).toMatchObject({ total: "8123.40", percent: "81.23", crossedOn: null, exceeded: false });
  });

  it("crossed the year before: every sale of this year carries the customer's rate", async () => {
    const { cookie } = await swedishSeller();
    const german = await consumer(cookie, "DE");
    const last = await sale(cookie, german.id, "2025-06-02", "EUR", "10500.00"); // crosses in 2025 by itself
    expect(last).toMatchObject({ taxRate: "19.00", oss: true });
    const first = await sale(cookie, german.id, "2026-01-15", "EUR", "10.00");
    expect(first).toMatchObject({ taxRate: "19.00", oss: true });
    const summary = await (await callRoute(ossRoute, { cookie, path: "/api/tax/oss?year=2026" })).json();
    expect(summary).toMatchObject({ total: "10.00", previousYearTotal: "10500.00", crossedOn: null, exceeded: true });
  });

  it("OSS-registered users are taxed as before, whatever the totals", async () => {
    const { cookie, user } = await swedishSeller();
    await db.user.update({ where: { id: user.id }, data: { ossRegistered: true } });
    const german = await consumer(cookie, "DE");
    expect(await sale(cookie, german.id, "2026-03-02", "EUR", "10.00")).toMatchObject({ taxRate: "19.00", oss: true });
  });

  it.each(["", "?year=26", "?year=abc"])("GET /api/tax/oss%s is a 400 that says what is expected", async (query) => {
    const { cookie } = await swedishSeller();
    const response = await callRoute(ossRoute, { cookie, path: `/api/tax/oss${query}` });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/year/);
  });

  it("needs a session", async () => {
    expect((await callRoute(ossRoute, { path: "/api/tax/oss?year=2026" })).status).toBe(401);
  });
});

describe("GET /api/tax/oss-return", () => {
  /** A seller over the threshold since 2025, with Q3 2026 sales in EUR, SEK and USD and some that must not count. */
  async function quarterOfSales() {
    const account = await swedishSeller();
    const { cookie } = account;
    const german = await consumer(cookie, "DE");
    const french = await consumer(cookie, "FR");
    const business = await addCustomer(cookie, { customerType: "business", name: "Kunde GmbH", country: "DE", vatNumber: "DE136695976" });
    await sale(cookie, german.id, "2025-06-02", "EUR", "12000.00");
    await sale(cookie, german.id, "2026-07-01", "EUR", "1000.00"); // DE 19 %: VAT 190.00
    await sale(cookie, german.id, "2026-08-03", "SEK", "5000.00"); // DE 19 %: VAT 950.00 SEK
    await sale(cookie, french.id, "2026-09-30", "USD", "2000.00"); // FR 20 %: VAT 400.00 USD
    await sale(cookie, french.id, "2026-07-15", "EUR", "300.00"); // FR 20 %: VAT 60.00
    await sale(cookie, german.id, "2026-06-30", "EUR", "777.00"); // Q2
    await sale(cookie, german.id, "2026-10-01", "EUR", "888.00"); // Q4
    await sale(cookie, business.id, "2026-08-03", "EUR", "999.00"); // reverse charge, not OSS
    const voided = await sale(cookie, german.id, "2026-08-20", "EUR", "555.00");
    await callRoute(voidRoute, { method: "POST", cookie, params: { id: voided.id } });
    return account;
  }

  it("per member state and rate, in EUR at the ECB rate of the quarter's last day: equal to a hand count", async () => {
    const { cookie } = await quarterOfSales();
    const response = await callRoute(ossReturnRoute, { cookie, path: "/api/tax/oss-return?quarter=2026-Q3" });
    expect(response.status).toBe(200);
    // Rates of 2026-09-30: SEK → EUR round(1/11.00, 6) = 0.090909; USD → EUR round(1/1.17, 6) = 0.854701.
    // DE 19 %: taxable 1000.00 + 5000 × 0.090909 (454.545 → 454.55) = 1454.55; VAT 190.00 + 950 × 0.090909 (86.36355 → 86.36) = 276.36
    // FR 20 %: taxable 300.00 + 2000 × 0.854701 (1709.402 → 1709.40) = 2009.40; VAT 60.00 + 400 × 0.854701 (341.8804 → 341.88) = 401.88
    expect(await response.json()).toEqual({
      quarter: "2026-Q3",
      from: "2026-07-01",
      to: "2026-09-30",
      currency: "EUR",
      exchangeRates: [
        { currency: "SEK", rate: "0.090909", date: "2026-09-30" },
        { currency: "USD", rate: "0.854701", date: "2026-09-30" },
      ].sort((a, b) => a.currency.localeCompare(b.currency)),
      missingRates: [],
      complete: true,
      invoices: 4,
      lines: [
        { country: "DE", supplyType: "services", rate: "19.00", taxableAmount: "1454.55", vat: "276.36" },
        { country: "FR", supplyType: "services", rate: "20.00", taxableAmount: "2009.40", vat: "401.88" },
      ],
      totals: { taxableAmount: "3463.95", vat: "678.24" },
    });
  });

  it("format=csv is a file of the same figures", async () => {
    const { cookie } = await quarterOfSales();
    const response = await callRoute(ossReturnRoute, { cookie, path: "/api/tax/oss-return?quarter=2026-Q3&format=csv" });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="oss-return-2026-Q3.csv"');
    expect(await response.text()).toBe(
      [
        "Member state of consumption,Supply type,VAT rate,Taxable amount (EUR),VAT (EUR)",
        "DE,services,19.00,1454.55,276.36",
        "FR,services,20.00,2009.40,401.88",
        "Total,,,3463.95,678.24",
        "",
      ].join("\r\n"),
    );
  });

  it("no publication on the quarter's last day: the next day's rate (Art. 369h(1))", async () => {
    const { cookie } = await swedishSeller();
    const german = await consumer(cookie, "DE");
    await sale(cookie, german.id, "2025-06-02", "EUR", "12000.00");
    await sale(cookie, german.id, "2026-05-04", "USD", "100.00"); // DE 19 %: VAT 19.00 USD
    const report = (await (await callRoute(ossReturnRoute, { cookie, path: "/api/tax/oss-return?quarter=2026-Q2" })).json()) as {
      exchangeRates: unknown[];
      lines: unknown[];
    };
    // 2026-06-30 has no rate in the file; 2026-07-01's USD 1.15 → round(1/1.15, 6) = 0.869565: 86.96 and 16.52
    expect(report.exchangeRates).toEqual([{ currency: "USD", rate: "0.869565", date: "2026-07-01" }]);
    expect(report.lines).toEqual([{ country: "DE", supplyType: "services", rate: "19.00", taxableAmount: "86.96", vat: "16.52" }]);
  });

  it("a rate not published yet: the figures say they are incomplete instead of guessing", async () => {
    const { cookie } = await swedishSeller();
    const german = await consumer(cookie, "DE");
    await sale(cookie, german.id, "2025-06-02", "EUR", "12000.00");
    await sale(cookie, german.id, "2026-11-10", "USD", "100.00");
    await sale(cookie, german.id, "2026-11-11", "EUR", "10.00");
    const report = await (await callRoute(ossReturnRoute, { cookie, path: "/api/tax/oss-return?quarter=2026-Q4" })).json();
    expect(report).toMatchObject({ complete: false, missingRates: ["USD"], invoices: 1, totals: { taxableAmount: "10.00", vat: "1.90" } });
  });

  it.each(["", "?quarter=2026-07", "?quarter=2026-Q5", "?quarter=2026-Q3&format=xml"])("%s is a 400", async (query) => {
    const { cookie } = await swedishSeller();
    expect((await callRoute(ossReturnRoute, { cookie, path: `/api/tax/oss-return${query}` })).status).toBe(400);
  });

  it("another user's invoices never appear", async () => {
    await quarterOfSales();
    const { cookie } = await swedishSeller();
    const report = await (await callRoute(ossReturnRoute, { cookie, path: "/api/tax/oss-return?quarter=2026-Q3" })).json();
    expect(report).toMatchObject({ invoices: 0, lines: [], totals: { taxableAmount: "0.00", vat: "0.00" } });
  });
});
