import { companyNamePolicy, nameChangeWaitMessage } from "@/lib/profile/company-name-policy";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const signup = new Date("2026-03-01T09:00:00Z");
const at = (offset: number) => new Date(signup.getTime() + offset);

describe("companyNamePolicy", () => {
  it("allows the free change right after signup", () => {
    expect(companyNamePolicy({ freeNameChangesRemaining: 1, lastCompanyNameChangeAt: null, createdAt: signup }, at(60_000))).toEqual({
      canChange: true,
      reason: null,
      freeChangesRemaining: 1,
      daysUntilNextFreeChange: 0,
      hoursUntilNextFreeChange: 0,
      nextChangeAt: null,
    });
  });

  // wait = 7 days − elapsed, rounded up to whole hours, written as days and hours
  it.each([
    [0, 7, 0],
    [1, 7, 0],
    [HOUR, 6, 23],
    [HOUR + 1, 6, 23],
    [2 * HOUR - 1, 6, 23],
    [2 * DAY + 5 * HOUR, 4, 19],
    [7 * DAY - 1, 0, 1],
  ])("%i ms after the last change the wait is %id %ih", (elapsed, days, hours) => {
    const policy = companyNamePolicy({ freeNameChangesRemaining: 0, lastCompanyNameChangeAt: signup, createdAt: signup }, at(elapsed));
    expect(policy).toEqual({
      canChange: false,
      reason: nameChangeWaitMessage(days, hours),
      freeChangesRemaining: 0,
      daysUntilNextFreeChange: days,
      hoursUntilNextFreeChange: hours,
      nextChangeAt: at(7 * DAY).toISOString(),
    });
  });

  it("allows a change exactly 7 days after the last one, and later", () => {
    for (const elapsed of [7 * DAY, 30 * DAY]) {
      expect(
        companyNamePolicy({ freeNameChangesRemaining: 0, lastCompanyNameChangeAt: signup, createdAt: signup }, at(elapsed)).canChange,
      ).toBe(true);
    }
  });

  it("counts from signup when the free change is gone but no change was recorded", () => {
    expect(companyNamePolicy({ freeNameChangesRemaining: 0, lastCompanyNameChangeAt: null, createdAt: signup }, at(DAY))).toMatchObject({
      canChange: false,
      daysUntilNextFreeChange: 6,
      hoursUntilNextFreeChange: 0,
    });
  });

  it("writes the spec's message", () => {
    expect(nameChangeWaitMessage(3, 5)).toBe("You must wait 3d 5h before changing your business name again.");
  });
});
