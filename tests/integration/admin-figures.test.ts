import "./support/use-test-database";
import { GET as analyticsRoute } from "@/app/api/admin/analytics/route";
import { GET as intelligenceRoute } from "@/app/api/admin/invoice-intelligence/route";
import { GET as statsRoute } from "@/app/api/admin/stats/route";
import { readAdminAnalytics } from "@/lib/admin/admin-analytics";
import { readAdminStats } from "@/lib/admin/admin-stats";
import { evaluateAlerts } from "@/lib/admin/evaluate-alerts";
import { readInvoiceIntelligence } from "@/lib/admin/invoice-intelligence";
import { createSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { callRoute } from "./support/call-route";

/**
 * A small data set whose every figure was counted by hand (in the comments), read at a fixed
 * clock: Wednesday 13 March 2030, 12:00 UTC. The week starts Monday 11 March, the month 1 March.
 */
const NOW = new Date("2030-03-13T12:00:00Z");
const at = (iso: string) => new Date(`${iso}Z`);

async function user(
  id: string,
  data: { country: string; createdAt: string; isPro?: boolean; proGrantedByAdmin?: boolean; lastSeenAt?: string; isAdmin?: boolean },
) {
  await db.user.create({
    data: {
      id,
      email: `${id}@example.com`,
      passwordHash: "x",
      username: id,
      country: data.country,
      createdAt: at(data.createdAt),
      isPro: data.isPro ?? false,
      proGrantedByAdmin: data.proGrantedByAdmin ?? false,
      isAdmin: data.isAdmin ?? false,
      lastSeenAt: data.lastSeenAt ? at(data.lastSeenAt) : null,
    },
  });
}

async function subscription(userId: string, status: string, createdAt: string, updatedAt: string) {
  // updatedAt is @updatedAt (Prisma sets it): written with SQL so the test decides it.
  await db.$executeRaw`INSERT INTO "Subscription" (id, "userId", "stripeCustomerId", "stripeSubscriptionId", status, "createdAt", "updatedAt")
    VALUES (${`sub_${userId}`}, ${userId}, ${`cus_${userId}`}, ${`sub_${userId}`}, ${status}, ${at(createdAt)}, ${at(updatedAt)})`;
}

async function paidStripeInvoice(userId: string, paidAt: string, amount = "9.00", currency = "USD") {
  await db.stripeInvoice.create({
    data: {
      stripeInvoiceId: `in_${userId}_${paidAt}`,
      userId,
      amount,
      currency,
      periodStart: at(paidAt),
      periodEnd: at(paidAt),
      paidAt: at(paidAt),
    },
  });
}

let invoiceNumber = 1000;
async function invoice(userId: string, createdAt: string, currency: string, total: string, customerCountry: string) {
  invoiceNumber += 1;
  await db.$executeRaw`INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", "createdAt", currency, language, subtotal, "taxRate", tax, total,
      "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail")
    VALUES (${`inv_${invoiceNumber}`}, ${userId}, ${`INV-${invoiceNumber}`}, ${at(createdAt)}, ${at(createdAt)}, ${at(createdAt)}, ${currency}::"Currency", 'en',
      ${total}::numeric, 0, 0, ${total}::numeric, 'auto', 'Tax', 'US', ${customerCountry}, 'Customer', 'c@example.com', 'Supplier', 's@example.com')`;
}

beforeAll(async () => {
  await user("u1", { country: "US", createdAt: "2030-03-13T09:00:00", isPro: true, lastSeenAt: "2030-03-13T10:00:00" });
  await user("u2", { country: "SE", createdAt: "2030-03-11T08:00:00", lastSeenAt: "2030-03-12T08:00:00" });
  await user("u3", { country: "DE", createdAt: "2030-03-02T08:00:00", lastSeenAt: "2030-03-01T08:00:00" });
  await user("u4", { country: "US", createdAt: "2030-02-10T08:00:00", isPro: true });
  await user("u5", { country: "GB", createdAt: "2029-12-05T08:00:00" });
  await user("u6", { country: "US", createdAt: "2029-06-01T08:00:00", isPro: true, proGrantedByAdmin: true });
  await user("u7", { country: "FR", createdAt: "2030-01-20T08:00:00" });
  await user("staff", { country: "SE", createdAt: "2029-01-01T08:00:00", isAdmin: true });

  await subscription("u1", "active", "2030-02-01T00:00:00", "2030-02-01T00:00:00");
  await subscription("u4", "active", "2030-02-10T00:00:00", "2030-02-10T00:00:00");
  await subscription("u5", "canceled", "2029-12-10T00:00:00", "2030-03-05T00:00:00"); // ended this month
  await subscription("u7", "canceled", "2030-01-20T00:00:00", "2030-02-15T00:00:00"); // ended last month
  // Paid Stripe invoices: February u1, u4, u5, u7; March u1, u4, u5 (u5 renewed before cancelling);
  // a SEK one in March that the USD revenue leaves out.
  for (const userId of ["u1", "u4", "u5", "u7"]) await paidStripeInvoice(userId, "2030-02-01T12:00:00");
  for (const userId of ["u1", "u4", "u5"]) await paidStripeInvoice(userId, "2030-03-01T12:00:00");
  await paidStripeInvoice("u4", "2030-03-02T12:00:00", "99.00", "SEK");

  await invoice("u1", "2030-03-13T08:00:00", "USD", "100.00", "US");
  await invoice("u1", "2030-03-12T10:00:00", "USD", "50.00", "DE");
  await invoice("u2", "2030-03-05T10:00:00", "EUR", "200.00", "DE");
  await invoice("u4", "2030-02-20T10:00:00", "SEK", "1000.00", "SE");
  await invoice("u4", "2029-12-31T23:59:59", "GBP", "30.00", "GB");
  await invoice("u6", "2030-03-13T00:00:00", "USD", "75.50", "US");
});

describe("admin stats", () => {
  it("equal the hand count", async () => {
    expect(await readAdminStats(NOW)).toEqual({
      totalUsers: 8, // u1-u7 and staff
      proUsers: 3, // u1, u4 (Stripe), u6 (granted)
      // paid Stripe invoices in March in USD: u1, u4, u5 → 3 × 9 (the SEK one left out)
      monthlyRevenue: "27.00",
      totalInvoices: 6,
      activeUsers7d: 2, // seen since 6 March 12:00: u1, u2 (u3 was seen on 1 March, staff never)
      invoicesThisMonth: 4, // 13th ×2, 12th, 5th
      avgInvoicesPerUser: 0.75, // 6 / 8
      conversionRate: 37.5, // 3 / 8
      churnRate: 33.33, // Pro subscriptions at 1 March: u1, u4, u5; ended since: u5 → 1 / 3
    });
  });
});

describe("invoice intelligence", () => {
  it("equals the hand count", async () => {
    expect(await readInvoiceIntelligence(NOW)).toEqual({
      avgInvoiceTotal: null, // four currencies: no average adds them (issue #24, item 11)
      invoicesToday: 2, // 08:00 and 00:00 on the 13th
      invoicesThisWeek: 3, // + the 12th
      invoicesThisMonth: 4, // + the 5th
      topBuyerCountries: [
        { country: "DE", count: 2 },
        { country: "US", count: 2 },
        { country: "GB", count: 1 },
        { country: "SE", count: 1 },
      ],
      avgInvoiceTotalByCurrency: [
        { currency: "USD", average: "75.17", count: 3 }, // 225.50 / 3
        { currency: "EUR", average: "200.00", count: 1 },
        { currency: "GBP", average: "30.00", count: 1 },
        { currency: "SEK", average: "1000.00", count: 1 },
      ], // most invoices first, ties by currency code
    });
  });
});

describe("analytics", () => {
  const nonZero = <T extends { date: string }>(series: T[], key: keyof T) =>
    Object.fromEntries(series.filter((point) => Number(point[key]) !== 0).map((point) => [point.date, Number(point[key])]));

  it("month: 30 consecutive days ending today, zeros included", async () => {
    const analytics = await readAdminAnalytics("month", NOW);
    expect(analytics.userGrowth).toHaveLength(30);
    expect(analytics.userGrowth[0]?.date).toBe("2030-02-12");
    expect(analytics.userGrowth.at(-1)?.date).toBe("2030-03-13");
    for (const series of [analytics.userGrowth, analytics.invoicesPerDay, analytics.avgInvoiceValue]) {
      expect(series.map((point) => point.date)).toEqual(analytics.userGrowth.map((point) => point.date));
    }
    expect(nonZero(analytics.userGrowth, "new")).toEqual({ "2030-03-02": 1, "2030-03-11": 1, "2030-03-13": 1 });
    expect(nonZero(analytics.invoicesPerDay, "count")).toEqual({ "2030-02-20": 1, "2030-03-05": 1, "2030-03-12": 1, "2030-03-13": 2 });
    expect(nonZero(analytics.avgInvoiceValue, "value")).toEqual({ "2030-03-12": 50, "2030-03-13": 87.75 });
    const fifth = analytics.avgInvoiceValue.find((point) => point.date === "2030-03-05");
    expect(fifth).toEqual({ date: "2030-03-05", value: "0.00", byCurrency: { USD: null, EUR: "200.00", GBP: null, SEK: null } });
    expect(analytics.topCountries).toEqual([
      { country: "US", percentage: 37.5 },
      { country: "SE", percentage: 25 },
      { country: "DE", percentage: 12.5 },
      { country: "FR", percentage: 12.5 },
      { country: "GB", percentage: 12.5 },
    ]);
  });

  it("week: 7 days", async () => {
    const analytics = await readAdminAnalytics("week", NOW);
    expect(analytics.userGrowth.map((point) => point.date)).toEqual(
      ["07", "08", "09", "10", "11", "12", "13"].map((day) => `2030-03-${day}`),
    );
    expect(analytics.userGrowth.map((point) => point.new)).toEqual([0, 0, 0, 0, 1, 0, 1]);
    expect(analytics.invoicesPerDay.map((point) => point.count)).toEqual([0, 0, 0, 0, 0, 1, 2]);
  });

  it("year: 12 calendar months", async () => {
    const analytics = await readAdminAnalytics("year", NOW);
    expect(analytics.userGrowth.map((point) => point.date)).toEqual([
      "2029-04",
      "2029-05",
      "2029-06",
      "2029-07",
      "2029-08",
      "2029-09",
      "2029-10",
      "2029-11",
      "2029-12",
      "2030-01",
      "2030-02",
      "2030-03",
    ]);
    expect(analytics.userGrowth.map((point) => point.new)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 3]);
    expect(analytics.invoicesPerDay.map((point) => point.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 4]);
  });
});

describe("alerts", () => {
  it("are evaluated on the figures", async () => {
    const alerts = Object.fromEntries((await evaluateAlerts(NOW)).map((alert) => [alert.id, alert.triggered]));
    // churn 33.33 % > 5 %; March 27.00 < February 36.00 (u1, u4, u5, u7 paid in February);
    // signups in the last 7 days 2 (u1, u2) ≥ 2 × 1 (u3 the 7 days before)
    expect(alerts).toEqual({ high_churn: true, revenue_drop: true, signup_spike: true });
  });

  it("stay quiet when nothing happened", async () => {
    const alerts = await evaluateAlerts(new Date("2031-06-15T12:00:00Z"));
    expect(alerts.map((alert) => alert.triggered)).toEqual([false, false, false]);
  });
});

describe("the routes", () => {
  it("answer the same figures as JSON to an admin", async () => {
    const cookie = `next-auth.session-token=${await createSession("staff", null)}`;
    const stats = await callRoute(statsRoute, { cookie, path: "/api/admin/stats" });
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ totalUsers: 8, proUsers: 3, totalInvoices: 6, conversionRate: 37.5 });
    const intelligence = await callRoute(intelligenceRoute, { cookie, path: "/api/admin/invoice-intelligence" });
    expect(await intelligence.json()).toMatchObject({ avgInvoiceTotal: null, avgInvoiceTotalByCurrency: expect.any(Array) });
    const year = await callRoute(analyticsRoute, { cookie, path: "/api/admin/analytics?period=year" });
    expect(((await year.json()) as { userGrowth: unknown[] }).userGrowth).toHaveLength(12);
    const bad = await callRoute(analyticsRoute, { cookie, path: "/api/admin/analytics?period=decade" });
    expect(bad.status).toBe(400);
  });
});

describe("the invoice rollup the figures read", () => {
  const truth = () =>
    db.$queryRaw<{ day: string; currency: string; country: string; n: bigint; total: string }[]>`
      SELECT "createdAt"::date::text AS day, currency::text AS currency, "customerCountry" AS country, count(*) AS n, sum(total)::text AS total
      FROM "Invoice" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
  const rollup = () =>
    db.$queryRaw<{ day: string; currency: string; country: string; n: bigint; total: string }[]>`
      SELECT day::text AS day, currency::text AS currency, "customerCountry" AS country, sum(count) AS n, sum(total)::text AS total
      FROM "InvoiceRollup" GROUP BY 1, 2, 3 HAVING sum(count) <> 0 ORDER BY 1, 2, 3`;

  it("follows inserts, updates and deletes of invoices, bulk ones included", async () => {
    expect(await rollup()).toEqual(await truth());
    await db.invoice.updateMany({ where: { userId: "u1" }, data: { sentAt: new Date() } }); // no counted column
    await db.$executeRaw`UPDATE "Invoice" SET total = total + 1, "customerCountry" = 'FR' WHERE id = 'inv_1003'`;
    await db.invoice.delete({ where: { id: "inv_1001" } });
    await db.$executeRaw`INSERT INTO "Invoice" (id, "userId", number, "invoiceDate", "dueDate", currency, language, subtotal, "taxRate", tax, total,
        "vatScenario", "taxLabel", "supplierCountry", "customerCountry", "customerName", "customerEmail", "supplierName", "supplierEmail")
      SELECT 'bulk_' || g, 'u7', 'B-' || g, current_date, current_date, 'EUR', 'en', 10, 0, 0, 10.25, 'auto', 'Tax', 'US', 'NO', 'C', 'c@x', 'S', 's@x'
      FROM generate_series(1, 500) g`;
    await db.user.delete({ where: { id: "u4" } }); // its invoices go with it (cascade)
    expect(await rollup()).toEqual(await truth());
    const intelligence = await readInvoiceIntelligence(NOW);
    expect(intelligence.avgInvoiceTotalByCurrency.find((row) => row.currency === "EUR")).toEqual({
      currency: "EUR",
      average: "10.63",
      count: 501,
    }); // (201 + 500 × 10.25) / 501
  });
});

describe("the average invoice total (issue #24, item 11)", () => {
  // Last in the file: it deletes the seeded invoices in other currencies.
  it("is the one currency's average when every invoice shares it, never a sum over currencies", async () => {
    await db.invoice.deleteMany({ where: { currency: { not: "USD" } } });
    const usd = await db.invoice.aggregate({ where: { currency: "USD" }, _avg: { total: true } });
    const intelligence = await readInvoiceIntelligence(NOW);
    expect(intelligence.avgInvoiceTotalByCurrency).toHaveLength(1);
    expect(intelligence.avgInvoiceTotal).toBe(usd._avg.total?.toFixed(2));
    expect(intelligence.avgInvoiceTotalByCurrency[0]).toMatchObject({ currency: "USD", average: usd._avg.total?.toFixed(2) });
  });
});
