import { readFileSync } from "node:fs";
import { parseEcbRates } from "@/lib/exchange-rates/parse-ecb-rates";
import { readTaxPeriod } from "@/lib/eu-vat/tax-period";

describe("parseEcbRates: the eurofxref XML", () => {
  it("reads every day and currency of a file (the fixture: 7 days × 11 currencies)", () => {
    const rates = parseEcbRates(readFileSync("tests/fixtures/ecb-rates.xml", "utf8"));
    expect(rates).toHaveLength(77);
    expect(rates).toContainEqual({ date: "2026-03-02", currency: "SEK", rate: "11.2345" });
    expect(rates).toContainEqual({ date: "2025-06-02", currency: "USD", rate: "1.1400" });
  });

  it("takes double quotes as well, and skips what is not a rate or a day", () => {
    const xml = `<gesmes:Envelope><Cube>
      <Cube time="2026-03-03"><Cube currency="USD" rate="1.09"/><Cube currency="XXX" rate="abc"/><Cube currency="SEK" rate="0"/></Cube>
      <Cube time="2026-02-30"><Cube currency="USD" rate="1.10"/></Cube>
    </Cube></gesmes:Envelope>`;
    expect(parseEcbRates(xml)).toEqual([{ date: "2026-03-03", currency: "USD", rate: "1.09" }]);
  });

  it("an answer that is not the rates file gives none", () => {
    expect(parseEcbRates("<html><body>Service unavailable</body></html>")).toEqual([]);
  });
});

describe("readTaxPeriod", () => {
  it.each([
    ["2026-Q1", { from: "2026-01-01", to: "2026-03-31" }],
    ["2026-Q3", { from: "2026-07-01", to: "2026-09-30" }],
    ["2026-Q4", { from: "2026-10-01", to: "2026-12-31" }],
    ["2028-02", { from: "2028-02-01", to: "2028-02-29" }],
    ["2026-12", { from: "2026-12-01", to: "2026-12-31" }],
  ])("%s", (label, range) => {
    expect(readTaxPeriod(label)).toEqual({ label, ...range });
  });

  it.each(["2026-Q5", "2026-13", "2026-7", "Q3-2026", ""])("%p is refused", (label) => {
    expect(readTaxPeriod(label)).toBeNull();
  });

  it("a month is refused where only quarters are (the OSS return)", () => {
    expect(readTaxPeriod("2026-07", { months: false })).toBeNull();
  });
});
