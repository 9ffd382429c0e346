import { datevAmount, datevDayMonth, datevFullDate, datevRecord, datevText } from "@/lib/exports/datev/datev-format";
import { datevHeader } from "@/lib/exports/datev/datev-header";
import { decodeCp437, encodeCp1252, encodeCp437 } from "@/lib/exports/legacy-encodings";
import { classifySale, postInvoice, type PostableInvoice } from "@/lib/exports/post-invoice";
import { sieText, sieVerification } from "@/lib/exports/sie/sie-format";
import { paymentTransactions } from "@/lib/exports/sie/sie-postings";
import { SIE_DEFAULTS } from "@/lib/exports/account-plans";
import { datevFields } from "@/tests/support/parse-datev";

const money = (value: string) => value;

describe("PC8 and Windows-1252", () => {
  it("writes the Nordic and German letters as the code pages do (checked against iconv)", () => {
    expect(Buffer.from(encodeCp437("åäöÅÄÖéüßÆ½")).toString("hex")).toBe("8684948f8e998281e192ab");
    expect(Buffer.from(encodeCp1252("€åäöÜß–„“")).toString("hex")).toBe("80e5e4f6dcdf968493");
    expect(decodeCp437(encodeCp437("Bokföring Örebro AB"))).toBe("Bokföring Örebro AB");
  });

  it("falls back to the base letter or ? for what a page lacks", () => {
    expect(decodeCp437(encodeCp437("Łódź – “x” €"))).toBe('?ódz - "x" EUR');
  });
});

describe("SIE records", () => {
  it("quotes text, escapes quotes and drops line breaks", () => {
    expect(sieText('Kund "Bäst" AB\nAvd. 2')).toBe('"Kund \\"Bäst\\" AB Avd. 2"');
  });

  it("adds up transactions on one account and leaves out a zero", () => {
    const text = sieVerification("F", 7, "2026-03-02", "Faktura INV-1", [
      { account: "1510", amount: "100.00" },
      { account: "3001", amount: "-60.00" },
      { account: "3001", amount: "-40.00" },
      { account: "2611", amount: "0.00" },
    ]);
    expect(text).toBe('#VER F 7 20260302 "Faktura INV-1"\r\n{\r\n   #TRANS 1510 {} 100.00\r\n   #TRANS 3001 {} -100.00\r\n}\r\n');
  });

  it("a payment at another rate than its invoice books the difference as an exchange gain or loss", () => {
    expect(paymentTransactions("100.00", { paid: "11.10", booked: "11.05" }, SIE_DEFAULTS)).toEqual([
      { account: "1930", amount: "1110.00" },
      { account: "1510", amount: "-1105.00" },
      { account: "3960", amount: "-5.00" },
    ]);
    expect(paymentTransactions("100.00", { paid: "10.95", booked: "11.2345" }, SIE_DEFAULTS)).toEqual([
      { account: "1930", amount: "1095.00" },
      { account: "1510", amount: "-1123.45" },
      { account: "7960", amount: "28.45" },
    ]);
  });
});

describe("postInvoice", () => {
  const invoice = (fields: Partial<PostableInvoice>): PostableInvoice => ({
    vatScenario: "domestic_b2b",
    supplyType: "services",
    oss: false,
    currency: "EUR",
    nationalCurrency: "SEK",
    nationalVatAmount: money("561.73"),
    tax: money("50.00"),
    items: [{ amount: money("200.00"), taxAmount: money("50.00"), taxRate: money("25.00") }],
    ...fields,
  });

  it("converts the net and takes the VAT the invoice states in the books' currency", () => {
    // 200 × 11.2345 = 2246.90; VAT as stated 561.73 (50 × 11.2345 = 561.725 → 561.73)
    expect(postInvoice(invoice({}), "11.234500", "SEK")).toEqual({
      gross: "2808.63",
      postings: [{ kind: "taxed", rate: "25.00", net: "2246.90", vat: "561.73" }],
    });
  });

  it("splits the stated VAT over the rates so the parts add up to it", () => {
    const mixed = invoice({
      nationalVatAmount: money("101.00"),
      tax: money("9.00"),
      items: [
        { amount: money("30.00"), taxAmount: money("7.50"), taxRate: money("25.00") },
        { amount: money("12.50"), taxAmount: money("1.50"), taxRate: money("12.00") },
      ],
    });
    const { postings } = postInvoice(mixed, "11.234500", "SEK");
    expect(postings.map((posting) => posting.vat)).toEqual(["84.26", "16.74"]); // 7.50 × 11.2345 = 84.25875 → 84.26; the rest of 101.00
  });

  it.each([
    [{ vatScenario: "intra_region_b2b" }, "0.00", "euServices"],
    [{ vatScenario: "intra_region_b2b", supplyType: "goods" }, "0.00", "euGoods"],
    [{ vatScenario: "export_business" }, "0.00", "exportServices"],
    [{ vatScenario: "export_private", supplyType: "goods" }, "0.00", "exportGoods"],
    [{ vatScenario: "export_private" }, "25.00", "taxed"], // services to a consumer abroad: taxed at home (Art. 45)
    [{ vatScenario: "cross_border_b2c", oss: true }, "19.00", "oss"],
    [{ vatScenario: "not_vat_registered" }, "0.00", "exempt"],
    [{ vatScenario: "custom" }, "0.00", "exempt"],
  ] as const)("%o at %s%% is %s", (fields, rate, kind) => {
    expect(classifySale(invoice(fields), rate)).toBe(kind);
  });
});

describe("DATEV records", () => {
  it("writes amounts with a decimal comma, always positive, dates as digits", () => {
    expect([
      datevAmount("1234.5"),
      datevAmount("-10"),
      datevDayMonth(new Date("2026-03-02")),
      datevFullDate(new Date("2026-03-02")),
    ]).toEqual(["1234,50", "10,00", "0203", "02032026"]);
  });

  it("quotes text with doubled quotes, cut to the field's length, and a record has 125 fields", () => {
    expect(datevText('Kunde "A"; GmbH', 60)).toBe('"Kunde ""A""; GmbH"');
    const record = datevRecord({ 1: "1,00", 11: datevText('A;"B"', 36), 125: "X" });
    expect(datevFields(record)).toHaveLength(125);
    expect(datevFields(record)[10]).toBe('A;"B"');
  });

  it("the header has DATEV's 31 fields", () => {
    const header = datevFields(
      datevHeader({
        consultantNumber: 29098,
        clientNumber: 55003,
        chart: "SKR04",
        from: "2026-01-01",
        to: "2026-03-31",
        createdAt: new Date("2026-04-01T10:00:00.123Z"),
      }),
    );
    expect(header).toHaveLength(31);
    expect(header.slice(0, 6)).toEqual(["EXTF", "700", "21", "Buchungsstapel", "13", "20260401100000123"]);
    expect([header[10], header[11], header[12], header[14], header[15], header[26]]).toEqual([
      "29098",
      "55003",
      "20260101",
      "20260101",
      "20260331",
      "04",
    ]);
  });
});
