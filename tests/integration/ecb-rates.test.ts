import { GET as cronGet, POST as cronPost } from "@/app/api/cron/ecb-rates/route";
import { db } from "@/lib/db";
import { findReferenceRate } from "@/lib/exchange-rates/find-reference-rate";
import { callRoute } from "./support/call-route";
import { ECB_FIXTURE_URL } from "./support/ecb";

// Issue #29: the ECB's reference rates, fetched by a scheduled job and kept in the database.

const CRON_SECRET = "test-cron-secret-0123456789abcdef";
const auth = { authorization: `Bearer ${CRON_SECRET}` };
const saved = { url: process.env.ECB_RATES_URL, cron: process.env.CRON_SECRET };
beforeAll(() => {
  process.env.CRON_SECRET = CRON_SECRET;
});
afterAll(() => {
  for (const [key, value] of [
    ["ECB_RATES_URL", saved.url],
    ["CRON_SECRET", saved.cron],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("POST /api/cron/ecb-rates", () => {
  it("without ECB_RATES_URL: 503 that says what to set, nothing stored", async () => {
    delete process.env.ECB_RATES_URL;
    const response = await callRoute(cronPost, { method: "POST", headers: auth });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "ecb_not_configured", message: expect.stringMatching(/ECB_RATES_URL/) });
  });

  it("stores every rate of the file once; a second run (GET, as Vercel Cron calls) adds nothing", async () => {
    process.env.ECB_RATES_URL = ECB_FIXTURE_URL;
    const first = await callRoute(cronPost, { method: "POST", headers: auth });
    expect(first.status).toBe(200);
    // 7 days × 11 currencies in tests/fixtures/ecb-rates.xml
    expect(await first.json()).toEqual({ fetched: 77, stored: 77, latestDate: "2026-11-02" });
    const second = await callRoute(cronGet, { headers: auth });
    expect(await second.json()).toEqual({ fetched: 77, stored: 0, latestDate: "2026-11-02" });
    expect(await db.exchangeRate.count()).toBe(77);
    const sek = await db.exchangeRate.findUniqueOrThrow({ where: { currency_date: { currency: "SEK", date: new Date("2026-03-02") } } });
    expect(sek.rate.toFixed(4)).toBe("11.2345");
  });

  it("needs the cron secret", async () => {
    const response = await callRoute(cronPost, { method: "POST", headers: { authorization: "Bearer not-the-secret-at-all" } });
    expect(response.status).toBe(401);
  });
});

describe("findReferenceRate, from the stored rates", () => {
  it.each([
    // from, to, date, lookup → rate, publication
    ["EUR", "SEK", "2026-03-02", "on_or_before", "11.234500", "2026-03-02"],
    ["EUR", "SEK", "2026-03-05", "on_or_before", "11.234500", "2026-03-02"], // the latest published before
    ["USD", "SEK", "2026-03-02", "on_or_before", "10.287062", "2026-03-02"], // 11.2345 / 1.0921, through the euro
    ["USD", "EUR", "2026-03-02", "on_or_before", "0.915667", "2026-03-02"], // 1 / 1.0921
    ["USD", "EUR", "2026-06-30", "on_or_after", "0.869565", "2026-07-01"], // no publication on 06-30: the next (1 / 1.15)
  ] as const)("%s → %s on %s (%s): %s from %s", async (from, to, date, lookup, rate, published) => {
    expect(await findReferenceRate(from, to, date, lookup)).toEqual({ rate, date: published });
  });

  it("null before the first stored publication", async () => {
    expect(await findReferenceRate("USD", "SEK", "2024-01-02")).toBeNull();
  });
});
