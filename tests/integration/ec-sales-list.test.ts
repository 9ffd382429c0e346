import { GET as eslRoute } from "@/app/api/tax/ec-sales-list/route";
import { callRoute } from "./support/call-route";
import { loadEcbFixture } from "./support/ecb";
import { addCustomer } from "./support/invoices";
import { postSale, proSeller } from "./support/sales";

// Issue #29: the EC Sales List (Art. 262–264) per customer VAT number, goods and services apart, in
// the supplier's national currency, over invoices converted with tests/fixtures/ecb-rates.xml.

beforeAll(loadEcbFixture);

const seller = (country: string, vatNumber: string) => proSeller({ businessName: "Seller", country, vatNumber });

const sale = (
  cookie: string,
  customerId: string,
  invoiceDate: string,
  currency: string,
  amount: string,
  supplyType = "services",
  extra = {},
) =>
  postSale<{ id: string; vatScenario: string; reverseCharge: boolean }>(cookie, customerId, {
    invoiceDate,
    currency,
    amount,
    supplyType,
    ...extra,
  });

/** A Swedish consultancy's third quarter: two EU business customers, and sales that do not belong in the list. */
async function swedishQuarter() {
  const account = await seller("SE", "SE556703748501");
  const { cookie } = account;
  const german = await addCustomer(cookie, { customerType: "business", name: "Kunde GmbH", country: "DE", vatNumber: "DE 136 695 976" });
  const french = await addCustomer(cookie, { customerType: "business", name: "Client SARL", country: "FR", vatNumber: "FR40303265045" });
  const swedish = await addCustomer(cookie, { customerType: "business", name: "Kund AB", country: "SE", vatNumber: "SE556036079301" });
  const consumer = await addCustomer(cookie, { customerType: "private", name: "Privat", country: "DE" });
  const services = await sale(cookie, german.id, "2026-07-01", "EUR", "1000.00"); // EUR → SEK 11.05: 11050.00
  expect(services).toMatchObject({ vatScenario: "intra_region_b2b", reverseCharge: true });
  await sale(cookie, german.id, "2026-08-03", "SEK", "2000.00", "goods"); // Art. 138 goods: 2000.00
  await sale(cookie, french.id, "2026-09-30", "USD", "500.00"); // USD → SEK round(11.00 / 1.17, 6) = 9.401709: 4700.8545 → 4700.85
  await sale(cookie, french.id, "2026-08-03", "EUR", "100.00", "services", { exchangeRate: "11.5" }); // the user's own rate: 1150.00
  await sale(cookie, swedish.id, "2026-08-03", "SEK", "3000.00"); // domestic
  await sale(cookie, consumer.id, "2026-08-03", "EUR", "400.00"); // a consumer
  await sale(cookie, german.id, "2026-10-01", "EUR", "600.00"); // Q4
  return account;
}

describe("GET /api/tax/ec-sales-list", () => {
  it("a quarter: per customer VAT number, goods and services apart, in SEK; equal to a hand count", async () => {
    const { cookie } = await swedishQuarter();
    const response = await callRoute(eslRoute, { cookie, path: "/api/tax/ec-sales-list?period=2026-Q3" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      period: "2026-Q3",
      from: "2026-07-01",
      to: "2026-09-30",
      currency: "SEK",
      lines: [
        { vatNumber: "DE136695976", country: "DE", goods: "2000.00", services: "11050.00", invoices: 2, creditNotes: 0 },
        { vatNumber: "FR40303265045", country: "FR", goods: "0.00", services: "5850.85", invoices: 2, creditNotes: 0 }, // 4700.85 + 1150.00
      ],
      totals: { goods: "2000.00", services: "16900.85" },
      unconvertedInvoices: 0,
    });
  });

  it("a month, for monthly filers", async () => {
    const { cookie } = await swedishQuarter();
    const report = await (await callRoute(eslRoute, { cookie, path: "/api/tax/ec-sales-list?period=2026-07" })).json();
    expect(report).toMatchObject({
      period: "2026-07",
      lines: [{ vatNumber: "DE136695976", country: "DE", goods: "0.00", services: "11050.00", invoices: 1, creditNotes: 0 }],
    });
  });

  it("format=csv", async () => {
    const { cookie } = await swedishQuarter();
    const response = await callRoute(eslRoute, { cookie, path: "/api/tax/ec-sales-list?period=2026-Q3&format=csv" });
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="ec-sales-list-2026-Q3.csv"');
    expect(await response.text()).toBe(
      [
        "Customer VAT number,Country,Goods,Services,Currency",
        "DE136695976,DE,2000.00,11050.00,SEK",
        "FR40303265045,FR,0.00,5850.85,SEK",
        "Total,,2000.00,16900.85,SEK",
        "",
      ].join("\r\n"),
    );
  });

  it("a German supplier's list is in euros (the Zusammenfassende Meldung)", async () => {
    const { cookie } = await seller("DE", "DE136695976");
    const austrian = await addCustomer(cookie, { customerType: "business", name: "Kunde GmbH", country: "AT", vatNumber: "ATU13585627" });
    await sale(cookie, austrian.id, "2026-03-02", "USD", "1092.10"); // USD → EUR round(1/1.0921, 6) = 0.915667: 999.9999… → 1000.00
    const report = await (await callRoute(eslRoute, { cookie, path: "/api/tax/ec-sales-list?period=2026-Q1" })).json();
    expect(report).toMatchObject({ currency: "EUR", lines: [{ vatNumber: "ATU13585627", services: "1000.00" }] });
  });

  it.each(["", "?period=2026", "?period=Q3", "?period=2026-Q3&format=pdf"])("%s is a 400", async (query) => {
    const { cookie } = await seller("SE", "SE556703748501");
    expect((await callRoute(eslRoute, { cookie, path: `/api/tax/ec-sales-list${query}` })).status).toBe(400);
  });
});
