import { firstPeriodOnOrAfter, periodDate, periodWithinLimits, type ScheduleRule } from "@/lib/recurring/schedule-dates";

const dates = (rule: ScheduleRule, count: number) => Array.from({ length: count }, (_, n) => periodDate(rule, n));

describe("recurring period dates", () => {
  it("monthly on the 31st: the month's last day in shorter months, back to the 31st after (2027, not a leap year)", () => {
    expect(dates({ every: 1, unit: "month", startDate: "2027-01-31", dayOfMonth: null }, 6)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2027-06-30",
    ]);
  });

  it("monthly on the 31st across a leap February (2028) and the turn of the year", () => {
    expect(dates({ every: 1, unit: "month", startDate: "2027-12-31", dayOfMonth: null }, 4)).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
    ]);
  });

  it('monthly on the "last" day: 28 or 29 in February, 30 or 31 elsewhere, from a start mid-month', () => {
    expect(dates({ every: 1, unit: "month", startDate: "2027-11-15", dayOfMonth: "last" }, 5)).toEqual([
      "2027-11-30",
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
    ]);
    expect(periodDate({ every: 1, unit: "month", startDate: "2026-02-01", dayOfMonth: "last" }, 0)).toBe("2026-02-28");
  });

  it("monthly on a fixed day: the first is the next such day on or after the start; every 3 months", () => {
    expect(dates({ every: 1, unit: "month", startDate: "2026-11-20", dayOfMonth: 1 }, 3)).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
    ]);
    expect(dates({ every: 1, unit: "month", startDate: "2026-11-01", dayOfMonth: 1 }, 2)).toEqual(["2026-11-01", "2026-12-01"]);
    expect(dates({ every: 3, unit: "month", startDate: "2026-11-26", dayOfMonth: 28 }, 3)).toEqual([
      "2026-11-28",
      "2027-02-28",
      "2027-05-28",
    ]);
  });

  it("weekly and every two weeks, across a month and a leap day", () => {
    expect(dates({ every: 1, unit: "week", startDate: "2028-02-15", dayOfMonth: null }, 4)).toEqual([
      "2028-02-15",
      "2028-02-22",
      "2028-02-29",
      "2028-03-07",
    ]);
    expect(dates({ every: 2, unit: "week", startDate: "2026-12-24", dayOfMonth: null }, 3)).toEqual([
      "2026-12-24",
      "2027-01-07",
      "2027-01-21",
    ]);
  });

  it("daily, every 10 days", () => {
    expect(dates({ every: 10, unit: "day", startDate: "2026-02-25", dayOfMonth: null }, 3)).toEqual([
      "2026-02-25",
      "2026-03-07",
      "2026-03-17",
    ]);
  });

  it("yearly: Feb 29 falls on Feb 28 in the years without one, and comes back in leap years", () => {
    expect(dates({ every: 1, unit: "year", startDate: "2028-02-29", dayOfMonth: null }, 5)).toEqual([
      "2028-02-29",
      "2029-02-28",
      "2030-02-28",
      "2031-02-28",
      "2032-02-29",
    ]);
    expect(dates({ every: 2, unit: "year", startDate: "2026-06-15", dayOfMonth: null }, 2)).toEqual(["2026-06-15", "2028-06-15"]);
  });

  it("stops at the end date (inclusive) and after the count", () => {
    const rule: ScheduleRule = { every: 1, unit: "month", startDate: "2027-01-31", dayOfMonth: null };
    const byDate = { endDate: "2027-03-31", count: null };
    expect([0, 1, 2, 3].map((n) => periodWithinLimits(rule, byDate, n, n))).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", null]);
    const byCount = { endDate: null, count: 2 };
    expect([0, 1, 2].map((n) => periodWithinLimits(rule, byCount, n, n))).toEqual(["2027-01-31", "2027-02-28", null]);
  });

  it("finds the first period on or after a day (resuming, changing the rule)", () => {
    const monthly: ScheduleRule = { every: 1, unit: "month", startDate: "2027-01-31", dayOfMonth: null };
    expect(firstPeriodOnOrAfter(monthly, "2027-02-28")).toBe(1);
    expect(firstPeriodOnOrAfter(monthly, "2027-03-01")).toBe(2);
    const daily: ScheduleRule = { every: 1, unit: "day", startDate: "2020-01-01", dayOfMonth: null };
    expect(periodDate(daily, firstPeriodOnOrAfter(daily, "2026-11-26"))).toBe("2026-11-26");
    const weekly: ScheduleRule = { every: 1, unit: "week", startDate: "2026-11-02", dayOfMonth: null };
    expect(periodDate(weekly, firstPeriodOnOrAfter(weekly, "2026-11-27"))).toBe("2026-11-30");
  });
});
