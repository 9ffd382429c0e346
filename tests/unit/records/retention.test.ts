import { DEFAULT_RETENTION_YEARS, keptUntil, purgeCutoff, retentionYears } from "@/lib/records/retention";

describe("the retention time of a closed account's records", () => {
  it("keeps a record through the end of the year of its date plus the years", () => {
    expect(keptUntil("2026-01-01", 7)).toBe("2033-12-31");
    expect(keptUntil("2026-12-31", 7)).toBe("2033-12-31");
    expect(keptUntil("2024-06-30", 10)).toBe("2034-12-31");
  });

  it("lets records go from 1 January after that: the cutoff moves once a year", () => {
    expect(purgeCutoff(new Date("2033-12-31T23:59:59Z"), 7)).toBe("2026-01-01");
    expect(purgeCutoff(new Date("2034-01-01T00:00:00Z"), 7)).toBe("2027-01-01");
  });

  it("reads RECORDS_RETENTION_YEARS: 7 when unset, a whole number of years otherwise", () => {
    expect(retentionYears({})).toBe(DEFAULT_RETENTION_YEARS);
    expect(retentionYears({ RECORDS_RETENTION_YEARS: " " })).toBe(7);
    expect(retentionYears({ RECORDS_RETENTION_YEARS: "8" })).toBe(8);
    for (const bad of ["0", "-1", "7.5", "ten", "101"]) {
      expect(() => retentionYears({ RECORDS_RETENTION_YEARS: bad })).toThrow(/RECORDS_RETENTION_YEARS must be a whole number of years/);
    }
  });
});
