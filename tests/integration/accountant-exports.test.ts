import { GET as datevRoute } from "@/app/api/exports/datev/route";
import { GET as invoicesCsvRoute } from "@/app/api/exports/invoices.csv/route";
import { GET as sieRoute } from "@/app/api/exports/sie/route";
import { POST as paymentsRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as voidRoute } from "@/app/api/invoices/[id]/void/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/user/accounting/route";
import { Decimal } from "@/lib/money";
import { DATEV_COLUMNS, DATEV_HEADER_FIELDS } from "@/lib/exports/datev/datev-columns";
import { parseDatev } from "../support/parse-datev";
import { parseSie } from "../support/parse-sie";
import { callRoute } from "./support/call-route";
import { loadEcbFixture } from "./support/ecb";
import { proSeller } from "./support/sales";
import { addCustomer, invoicePayload, postInvoice } from "./support/invoices";

// Issue #29: the accountant's hand-off. A seeded year of domestic, reverse-charge, exempt and
// foreign-currency invoices and payments, exported as SIE 4I and as a DATEV Buchungsstapel, both
// parsed back. Rates from tests/fixtures/ecb-rates.xml (EUR 1 = … 2026-03-02: SEK 11.2345, USD
// 1.0921; 2026-07-01: SEK 11.05; 2026-08-03: SEK 11.10; 2026-09-30: SEK 11.00, USD 1.17; 2026-11-02: SEK 10.95).

beforeAll(loadEcbFixture);

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

const account = (fields: Record<string, unknown>) => proSeller({ address: "Storgatan 1", city: "Örebro", postalCode: "702 10", ...fields });

async function invoice(cookie: string, customerId: string, fields: Record<string, unknown>) {
  const response = await postInvoice(cookie, invoicePayload(customerId, { dueDate: null, ...fields }));
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; number: string; total: string; tax: string };
}

async function pay(cookie: string, id: string, amount: string, date: string) {
  const response = await callRoute(paymentsRoute, { method: "POST", cookie, params: { id }, body: { amount, date } });
  if (response.status !== 201 && response.status !== 200) throw new Error(`payment: ${response.status} ${await response.text()}`);
}

const line = (rate: string, description = "Work") => [{ description, quantity: 1, rate }];

/** Bokföring Örebro AB's 2026, on BAS accounts. */
async function swedishYear() {
  const seller = await account({
    businessName: "Bokföring Örebro AB",
    country: "SE",
    vatNumber: "SE556036079301",
    organizationNumber: "556036-0793",
  });
  const { cookie } = seller;
  const swedish = await addCustomer(cookie, {
    customerType: "business",
    name: "Kund AB",
    country: "SE",
    organizationNumber: "202100-5489",
  });
  const german = await addCustomer(cookie, { customerType: "business", name: "Müller GmbH", country: "DE", vatNumber: "DE136695976" });
  const american = await addCustomer(cookie, { customerType: "business", name: "Acme Inc", country: "US" });

  const domestic = await invoice(cookie, swedish.id, { invoiceDate: "2026-03-02", currency: "SEK", items: line("10000.00") }); // 3001 10000, 2611 2500
  const reverseCharge = await invoice(cookie, german.id, { invoiceDate: "2026-07-01", currency: "EUR", items: line("1000.00") }); // 3308: 1000 × 11.05 = 11050.00
  await invoice(cookie, german.id, { invoiceDate: "2026-08-03", currency: "SEK", supplyType: "goods", items: line("3000.00") }); // 3108 3000.00
  await invoice(cookie, american.id, { invoiceDate: "2026-09-30", currency: "USD", items: line("500.00") }); // 3305: 500 × round(11/1.17, 6) = 500 × 9.401709 = 4700.85
  const inEuros = await invoice(cookie, swedish.id, { invoiceDate: "2026-03-02", currency: "EUR", items: line("200.00") }); // 3001 2246.90, 2611 50 × 11.2345 = 561.73
  await invoice(cookie, swedish.id, {
    invoiceDate: "2026-05-04",
    currency: "SEK",
    vatScenario: "custom",
    customVatExplanation: "Undantaget från skatteplikt enligt 10 kap. 3 § mervärdesskattelagen",
    items: line("800.00"),
  }); // 3004 800.00
  const cancelled = await invoice(cookie, swedish.id, { invoiceDate: "2026-06-01", currency: "SEK", items: line("99.00") });
  await callRoute(voidRoute, { method: "POST", cookie, params: { id: cancelled.id } });
  await invoice(cookie, swedish.id, { invoiceDate: "2025-12-31", currency: "SEK", items: line("123.00") }); // last year

  await pay(cookie, domestic.id, "12500.00", "2026-03-20"); // 1930 12500.00
  await pay(cookie, reverseCharge.id, "1000.00", "2026-08-03"); // 1930 1000 × 11.10 = 11100.00, 1510 11050.00, 3960 gain 50.00
  await pay(cookie, inEuros.id, "100.00", "2026-11-02"); // 1930 100 × 10.95 = 1095.00, 1510 100 × 11.2345 = 1123.45, 7960 loss 28.45
  return seller;
}

describe("GET /api/exports/sie", () => {
  it("an SIE 4I file in PC8: every verification balances, every account used is declared, the totals per account are the invoices'", async () => {
    const { cookie } = await swedishYear();
    const response = await callRoute(sieRoute, { cookie, path: "/api/exports/sie?year=2026" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="invoiceflow-2026.si"');
    const bytes = await bytesOf(response);
    // PC8 (code page 437): ö is 0x94 and Ö 0x99, not UTF-8's two bytes.
    expect(Buffer.from(bytes).includes(Buffer.from([0x42, 0x6f, 0x6b, 0x66, 0x94, 0x72, 0x69, 0x6e, 0x67, 0x20, 0x99]))).toBe(true);
    const sie = parseSie(bytes);

    const first = (label: string) => sie.records.find((record) => record.label === label)?.fields;
    expect(sie.records.slice(0, 5).map((record) => record.label)).toEqual(["#FLAGGA", "#PROGRAM", "#FORMAT", "#GEN", "#SIETYP"]);
    expect(first("#FLAGGA")).toEqual(["0"]);
    expect(first("#FORMAT")).toEqual(["PC8"]);
    expect(first("#SIETYP")).toEqual(["4"]);
    expect(first("#GEN")?.[0]).toMatch(/^\d{8}$/);
    expect(first("#ORGNR")).toEqual(["556036-0793"]);
    expect(first("#FNAMN")).toEqual(["Bokföring Örebro AB"]);
    expect(first("#RAR")).toEqual(["0", "20260101", "20261231"]);

    const declared = new Set(sie.records.filter((record) => record.label === "#KONTO").map((record) => record.fields[0]));
    for (const verification of sie.verifications) {
      const sum = verification.transactions.reduce((total, transaction) => total.plus(transaction.amount), new Decimal(0));
      expect({ ver: `${verification.series}${verification.number}`, sum: sum.toFixed(2) }).toEqual({
        ver: `${verification.series}${verification.number}`,
        sum: "0.00",
      });
      for (const transaction of verification.transactions) expect(declared).toContain(transaction.account);
    }
    // Six invoices (the void one and last year's are not booked) and three payments.
    expect(sie.verifications.map((verification) => verification.series).join("")).toBe("FFFFFFIII");
    expect(sie.verifications[0]).toMatchObject({
      series: "F",
      number: "1",
      date: "20260302",
      text: expect.stringMatching(/^Faktura INV-\d+ Kund AB$/),
    });

    const totals = new Map<string, Decimal>();
    for (const { account, amount } of sie.verifications.flatMap((verification) => verification.transactions)) {
      totals.set(account, (totals.get(account) ?? new Decimal(0)).plus(amount));
    }
    const balance = Object.fromEntries([...totals.entries()].map(([account, total]) => [account, total.toFixed(2)]).sort());
    expect(balance).toEqual({
      // Receivables: the five invoices' gross (12500 + 11050 + 3000 + 4700.85 + 2808.63 + 800 = 34859.48)
      // less what the payments cleared at the invoices' rates (12500 + 11050 + 1123.45 = 24673.45).
      "1510": "10186.03",
      "1930": "24695.00", // 12500.00 + 11100.00 + 1095.00
      "2611": "-3061.73", // 2500.00 + 561.73
      "3001": "-12246.90", // 10000.00 + 200 × 11.2345
      "3004": "-800.00",
      "3108": "-3000.00",
      "3305": "-4700.85",
      "3308": "-11050.00",
      "3960": "-50.00",
      "7960": "28.45",
    });
  });

  it("books to the accounts chosen in Settings", async () => {
    const { cookie } = await swedishYear();
    const put = await callRoute(putSettings, {
      method: "PUT",
      cookie,
      body: { accounts: { sie: { sales25: "3011", receivables: "1511" } } },
    });
    expect(put.status).toBe(200);
    const sie = parseSie(await bytesOf(await callRoute(sieRoute, { cookie, path: "/api/exports/sie?year=2026" })));
    const used = new Set(sie.verifications.flatMap((verification) => verification.transactions.map((transaction) => transaction.account)));
    expect(used).toContain("3011");
    expect(used).toContain("1511");
    expect(used).not.toContain("3001");
    expect(sie.records.find((record) => record.label === "#KONTO" && record.fields[0] === "3011")).toBeDefined();
  });

  it("a foreign-currency invoice without any rate for its date: 422 naming it, before a byte is streamed", async () => {
    const { cookie } = await account({ businessName: "Tidig AB", country: "SE", vatNumber: "SE556036079301" });
    const customer = await addCustomer(cookie, { customerType: "private", name: "Kund", country: "SE" });
    const early = await invoice(cookie, customer.id, { invoiceDate: "2024-02-01", currency: "EUR", items: line("10.00") });
    const response = await callRoute(sieRoute, { cookie, path: "/api/exports/sie?year=2024" });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toContain(early.number);
  });

  it.each(["", "?year=2026x", "?year=1999"])("?%s is a 400", async (query) => {
    const { cookie } = await account({ businessName: "X AB", country: "SE" });
    expect((await callRoute(sieRoute, { cookie, path: `/api/exports/sie${query}` })).status).toBe(400);
  });

  it("needs a session, and shows nobody else's invoices", async () => {
    expect((await callRoute(sieRoute, { path: "/api/exports/sie?year=2026" })).status).toBe(401);
    await swedishYear();
    const { cookie } = await account({ businessName: "Other AB", country: "SE" });
    expect(parseSie(await bytesOf(await callRoute(sieRoute, { cookie, path: "/api/exports/sie?year=2026" }))).verifications).toEqual([]);
  });
});

/** Müller Beratung's 2026 in euros and dollars. */
async function germanYear() {
  const seller = await account({
    businessName: "Müller Beratung",
    country: "DE",
    vatNumber: "DE136695976",
    address: "Hauptstraße 5",
    city: "Köln",
  });
  const { cookie } = seller;
  const german = await addCustomer(cookie, { customerType: "business", name: "Kölner Kunde GmbH", country: "DE" });
  const austrian = await addCustomer(cookie, { customerType: "business", name: "Wiener GmbH", country: "AT", vatNumber: "ATU13585627" });
  const american = await addCustomer(cookie, { customerType: "business", name: "Acme Inc", country: "US" });
  const domestic = await invoice(cookie, german.id, {
    invoiceDate: "2026-03-02",
    dueDate: "2026-04-01",
    currency: "EUR",
    items: line("1000.00"),
  });
  const reverseCharge = await invoice(cookie, austrian.id, { invoiceDate: "2026-07-01", currency: "EUR", items: line("2000.00") });
  const exported = await invoice(cookie, american.id, { invoiceDate: "2026-08-03", currency: "EUR", items: line("500.00") });
  // 1092.10 USD at 19 %: VAT 207.50 USD; in euros at round(1/1.0921, 6) = 0.915667: net 1000.00, VAT 190.00, gross 1190.00
  const inDollars = await invoice(cookie, german.id, { invoiceDate: "2026-03-02", currency: "USD", items: line("1092.10") });
  await pay(cookie, domestic.id, "1190.00", "2026-03-20");
  return {
    ...seller,
    numbers: { domestic: domestic.number, reverseCharge: reverseCharge.number, exported: exported.number, inDollars: inDollars.number },
  };
}

describe("GET /api/exports/datev", () => {
  it("an EXTF 700 Buchungsstapel: the header and every row parsed back against the documented fields", async () => {
    const { cookie, numbers } = await germanYear();
    await callRoute(putSettings, { method: "PUT", cookie, body: { datevConsultantNumber: 29098, datevClientNumber: 55003 } });
    const response = await callRoute(datevRoute, { cookie, path: "/api/exports/datev?from=2026-01-01&to=2026-12-31" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=windows-1252");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="EXTF_Buchungsstapel_20260101_20261231.csv"');
    const bytes = await bytesOf(response);
    expect(Buffer.from(bytes).includes(Buffer.from("K\xf6lner", "latin1"))).toBe(true); // ö as Windows-1252's single byte
    const datev = parseDatev(bytes);

    expect(datev.header).toHaveLength(DATEV_HEADER_FIELDS.length);
    const header = Object.fromEntries(DATEV_HEADER_FIELDS.map((name, index) => [`${index + 1} ${name}`, datev.header[index]]));
    expect(header).toMatchObject({
      "1 Kennzeichen": "EXTF",
      "2 Versionsnummer": "700",
      "3 Formatkategorie": "21",
      "4 Formatname": "Buchungsstapel",
      "5 Formatversion": "13",
      "8 Herkunft": "RE",
      "11 Berater": "29098",
      "12 Mandant": "55003",
      "13 WJ-Beginn": "20260101",
      "14 Sachkontenlänge": "4",
      "15 Datum vom": "20260101",
      "16 Datum bis": "20261231",
      "19 Buchungstyp": "1",
      "21 Festschreibung": "0",
      "22 WKZ": "EUR",
      "27 SKR": "03",
    });
    expect(datev.header[5]).toMatch(/^\d{17}$/);
    expect(datev.columns).toEqual([...DATEV_COLUMNS]);
    expect(datev.columns).toHaveLength(125);

    const rows = datev.rows.map((fields) => {
      expect(fields).toHaveLength(125);
      const named = Object.fromEntries(DATEV_COLUMNS.map((name, index) => [name, fields[index] as string]));
      expect(named["Umsatz (ohne Soll/Haben-Kz)"]).toMatch(/^\d+,\d{2}$/);
      expect(named["Belegdatum"]).toMatch(/^\d{4}$/);
      return named;
    });
    const byDocument = (number: string) => rows.filter((row) => row["Belegfeld 1"] === number);
    const pick = (row: Record<string, string> | undefined, ...names: string[]) =>
      Object.fromEntries(names.map((name) => [name, row?.[name]]));
    const MAIN = [
      "Umsatz (ohne Soll/Haben-Kz)",
      "Soll/Haben-Kennzeichen",
      "WKZ Umsatz",
      "Konto",
      "Gegenkonto (ohne BU-Schlüssel)",
      "BU-Schlüssel",
      "Belegdatum",
    ];

    expect(byDocument(numbers.domestic).map((row) => pick(row, ...MAIN, "Leistungsdatum", "Fälligkeit"))).toEqual([
      { ...dict(MAIN, ["1190,00", "S", "EUR", "10000", "8400", "", "0203"]), Leistungsdatum: "02032026", Fälligkeit: "01042026" },
      // the payment: the bank against the debtor, Belegfeld 1 the invoice it settles
      { ...dict(MAIN, ["1190,00", "S", "EUR", "1200", "10000", "", "2003"]), Leistungsdatum: "", Fälligkeit: "" },
    ]);
    const [reverse] = byDocument(numbers.reverseCharge);
    expect(pick(reverse, ...MAIN, "EU-Land u. UStID (Bestimmung)")).toEqual({
      ...dict(MAIN, ["2000,00", "S", "EUR", "10000", "8336", "11", "0107"]),
      "EU-Land u. UStID (Bestimmung)": "ATU13585627",
    });
    expect(pick(byDocument(numbers.exported)[0], "Gegenkonto (ohne BU-Schlüssel)", "BU-Schlüssel")).toEqual({
      "Gegenkonto (ohne BU-Schlüssel)": "8338",
      "BU-Schlüssel": "",
    });
    expect(
      pick(
        byDocument(numbers.inDollars)[0],
        "Umsatz (ohne Soll/Haben-Kz)",
        "WKZ Umsatz",
        "Kurs",
        "Basis-Umsatz",
        "WKZ Basis-Umsatz",
        "Gegenkonto (ohne BU-Schlüssel)",
      ),
    ).toEqual({
      "Umsatz (ohne Soll/Haben-Kz)": "1299,60", // 1092.10 + 207.50 USD
      "WKZ Umsatz": "USD",
      Kurs: "1,092100", // 1 / 0.915667, as the ECB quotes
      "Basis-Umsatz": "1190,00",
      "WKZ Basis-Umsatz": "EUR",
      "Gegenkonto (ohne BU-Schlüssel)": "8400",
    });
    expect(rows).toHaveLength(5); // four invoices and one payment
  });

  it("SKR04 as chosen in Settings", async () => {
    const { cookie, numbers } = await germanYear();
    const put = await callRoute(putSettings, { method: "PUT", cookie, body: { datevChart: "SKR04" } });
    expect(((await put.json()) as { accounts: { skr04: { taxed19: string } } }).accounts.skr04.taxed19).toBe("4400");
    const datev = parseDatev(
      await bytesOf(await callRoute(datevRoute, { cookie, path: "/api/exports/datev?from=2026-01-01&to=2026-12-31" })),
    );
    expect(datev.header[26]).toBe("04");
    const contra = (number: string) => datev.rows.find((row) => row[10] === number)?.[7];
    expect([contra(numbers.domestic), contra(numbers.reverseCharge), contra(numbers.exported)]).toEqual(["4400", "4336", "4338"]);
  });

  it.each([
    ["?from=2026-01-01", 400],
    ["?from=2026-12-31&to=2026-01-01", 400],
    ["?from=2025-07-01&to=2026-06-30", 400], // two fiscal years
    ["?from=2026-02-30&to=2026-03-31", 400],
  ])("%s is a %i", async (query, status) => {
    const { cookie } = await account({ businessName: "X GmbH", country: "DE" });
    expect((await callRoute(datevRoute, { cookie, path: `/api/exports/datev${query}` })).status).toBe(status);
  });
});

function dict(names: string[], values: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name, index) => [name, values[index] as string]));
}

describe("GET /api/exports/invoices.csv", () => {
  it("one row per document with net, VAT by rate, gross, currency and the customer's VAT number", async () => {
    const { cookie } = await swedishYear();
    const response = await callRoute(invoicesCsvRoute, { cookie, path: "/api/exports/invoices.csv?from=2026-01-01&to=2026-12-31" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="invoices-2026-01-01-2026-12-31.csv"');
    const [head, ...rows] = (await response.text())
      .trimEnd()
      .split("\r\n")
      .map((record) => record.split(","));
    expect(head).toEqual([
      "Type",
      "Number",
      "Date",
      "Due date",
      "Status",
      "Customer",
      "Customer country",
      "Customer VAT number",
      "Currency",
      "Net",
      "Net at 25.00%",
      "VAT at 25.00%",
      "Net at 0.00%",
      "VAT at 0.00%",
      "VAT",
      "Gross",
      "VAT scenario",
      "Reverse charge",
      "OSS",
      "National currency",
      "VAT in national currency",
      "Exchange rate",
      "Exchange rate date",
      "VIES consultation number",
      "Deleted at",
    ]);
    expect(rows).toHaveLength(7); // the year's seven, the void one included and marked
    const byCustomer = (name: string) => rows.filter((row) => row[5] === name);
    expect(byCustomer("Müller GmbH")[0]?.slice(6, 18)).toEqual([
      "DE",
      "DE136695976",
      "EUR",
      "1000.00",
      "0.00",
      "0.00",
      "1000.00",
      "0.00",
      "0.00",
      "1000.00",
      "intra_region_b2b",
      "true",
    ]);
    const euros = rows.find((row) => row[8] === "EUR" && row[6] === "SE");
    expect(euros?.slice(9, 16)).toEqual(["200.00", "200.00", "50.00", "0.00", "0.00", "50.00", "250.00"]);
    expect(euros?.slice(19, 23)).toEqual(["SEK", "561.73", "11.234500", "2026-03-02"]);
    expect(rows.filter((row) => row[4] === "void")).toHaveLength(1);
  });

  it("?from after ?to is a 400", async () => {
    const { cookie } = await account({ businessName: "X AB", country: "SE" });
    expect((await callRoute(invoicesCsvRoute, { cookie, path: "/api/exports/invoices.csv?from=2026-02-01&to=2026-01-01" })).status).toBe(
      400,
    );
  });
});

describe("GET/PUT /api/user/accounting", () => {
  it('defaults, a change, a reset to the default with "", and a 400 for an account that is not one', async () => {
    const { cookie } = await account({ businessName: "X AB", country: "SE" });
    const initial = await (await callRoute(getSettings, { cookie })).json();
    expect(initial).toMatchObject({
      datevChart: "SKR03",
      datevConsultantNumber: null,
      accounts: { sie: { receivables: "1510", sales25: "3001", vat25: "2611", bank: "1930" } },
    });
    await callRoute(putSettings, { method: "PUT", cookie, body: { accounts: { sie: { bank: "1940" }, skr03: { euServicesKey: "" } } } });
    const changed = await (await callRoute(getSettings, { cookie })).json();
    expect(changed).toMatchObject({ accounts: { sie: { bank: "1940", receivables: "1510" }, skr03: { euServicesKey: "" } } });
    await callRoute(putSettings, { method: "PUT", cookie, body: { accounts: { sie: { bank: "" } } } });
    expect(await (await callRoute(getSettings, { cookie })).json()).toMatchObject({ accounts: { sie: { bank: "1930" } } });
    const bad = await callRoute(putSettings, { method: "PUT", cookie, body: { accounts: { sie: { bank: "19a0" } } } });
    expect(bad.status).toBe(400);
    const badChart = await callRoute(putSettings, { method: "PUT", cookie, body: { datevChart: "SKR99" } });
    expect(((await badChart.json()) as { message: string }).message).toBe("The DATEV chart must be SKR03 or SKR04");
  });
});
