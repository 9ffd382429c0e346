import { GET as datevRoute } from "@/app/api/exports/datev/route";
import { GET as invoicesCsvRoute } from "@/app/api/exports/invoices.csv/route";
import { GET as sieRoute } from "@/app/api/exports/sie/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { GET as eslRoute } from "@/app/api/tax/ec-sales-list/route";
import { GET as ossReturnRoute } from "@/app/api/tax/oss-return/route";
import { utcToday } from "@/lib/invoices/invoice-status";
import { parseDatev } from "../support/parse-datev";
import { parseSie } from "../support/parse-sie";
import { callRoute } from "./support/call-route";
import { loadEcbFixture } from "./support/ecb";
import { addCustomer } from "./support/invoices";
import { postSale, proSeller } from "./support/sales";

// Issue #25 × #29: credit notes in the OSS return and the EC Sales List of the period they are
// issued in, and in the accountant's SIE, DATEV and CSV files. A credit note is dated the day it is
// issued, so the invoices here are dated today too, and the periods are today's.

beforeAll(loadEcbFixture);

const today = utcToday();
const year = today.slice(0, 4);
const quarter = `${year}-Q${Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1}`;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

type Invoice = { id: string; number: string; total: string };

async function credit(cookie: string, id: string, rate: string) {
  const response = await callRoute(creditRoute, {
    method: "POST",
    cookie,
    params: { id },
    body: { reason: "Partly cancelled", items: [{ description: "Work", quantity: 1, rate }] },
  });
  if (response.status !== 201) throw new Error(`credit note: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; number: string; total: string };
}

describe("credit notes in the tax reports", () => {
  it("reduce the OSS return of the quarter they are issued in, line by line", async () => {
    const { cookie } = await proSeller({ businessName: "Pixel Apps AB", country: "SE", vatNumber: "SE556703748501" });
    const german = await addCustomer(cookie, { customerType: "private", name: "Consumer DE", country: "DE" });
    await postSale(cookie, german.id, { invoiceDate: "2025-06-02", currency: "EUR", amount: "12000.00", supplyType: "digital" }); // over the threshold
    const sale = await postSale<Invoice>(cookie, german.id, {
      invoiceDate: today,
      currency: "EUR",
      amount: "1000.00",
      supplyType: "digital",
    });
    await credit(cookie, sale.id, "200.00"); // DE 19 %: −200.00, VAT −38.00
    const report = await (await callRoute(ossReturnRoute, { cookie, path: `/api/tax/oss-return?quarter=${quarter}` })).json();
    expect(report.lines).toEqual([{ country: "DE", supplyType: "services", rate: "19.00", taxableAmount: "800.00", vat: "152.00" }]);
    expect(report.invoices).toBe(1);
  });

  it("count negatively in the EC Sales List of their period", async () => {
    const { cookie } = await proSeller({ businessName: "Konsult AB", country: "SE", vatNumber: "SE556036079301" });
    const german = await addCustomer(cookie, { customerType: "business", name: "Kunde GmbH", country: "DE", vatNumber: "DE136695976" });
    const sale = await postSale<Invoice>(cookie, german.id, { invoiceDate: today, currency: "SEK", amount: "10000.00" });
    await credit(cookie, sale.id, "2500.00");
    const report = await (await callRoute(eslRoute, { cookie, path: `/api/tax/ec-sales-list?period=${quarter}` })).json();
    expect(report.lines).toEqual([
      { vatNumber: "DE136695976", country: "DE", goods: "0.00", services: "7500.00", invoices: 1, creditNotes: 1 },
    ]);
  });

  it("are a verification of their own in SIE, H rows in DATEV and credit_note rows in the CSV", async () => {
    const { cookie } = await proSeller({
      businessName: "Bokföring AB",
      country: "SE",
      vatNumber: "SE556036079301",
      organizationNumber: "556036-0793",
      address: "Storgatan 1",
      city: "Örebro",
      postalCode: "702 10",
    });
    const swedish = await addCustomer(cookie, { customerType: "business", name: "Kund AB", country: "SE" });
    const sale = await postSale<Invoice>(cookie, swedish.id, {
      invoiceDate: today,
      currency: "SEK",
      amount: "10000.00",
      vatScenario: "domestic_b2b",
    });
    const note = await credit(cookie, sale.id, "1000.00"); // 1000.00 + 25 % = 1250.00

    const sie = parseSie(await bytesOf(await callRoute(sieRoute, { cookie, path: `/api/exports/sie?year=${year}` })));
    const verification = sie.verifications.find((ver) => ver.series === "K");
    expect(verification?.text).toBe(`Kreditfaktura ${note.number} (${sale.number}) Kund AB`);
    expect(verification?.transactions).toEqual([
      { account: "1510", amount: "-1250.00" },
      { account: "3001", amount: "1000.00" },
      { account: "2611", amount: "250.00" },
    ]);

    const datev = parseDatev(
      await bytesOf(await callRoute(datevRoute, { cookie, path: `/api/exports/datev?from=${year}-01-01&to=${year}-12-31` })),
    );
    const credited = datev.rows.find((row) => row[10] === note.number);
    expect(credited?.[1]).toBe("H");
    expect(credited?.[13]).toContain(`Rechnungskorrektur ${note.number} zu ${sale.number}`);

    const csv = await (
      await callRoute(invoicesCsvRoute, { cookie, path: `/api/exports/invoices.csv?from=${year}-01-01&to=${year}-12-31` })
    ).text();
    const [head, ...rows] = csv.trim().split("\r\n");
    expect(head?.startsWith("Type,Number,Date")).toBe(true);
    const creditRow = rows.find((row) => row.startsWith("credit_note,"))?.split(",");
    expect(creditRow?.slice(0, 5)).toEqual(["credit_note", note.number, today, today, `credits ${sale.number}`]);
    expect(creditRow?.slice(9, 14)).toEqual(["1000.00", "1000.00", "250.00", "250.00", "1250.00"]);
  });
});
