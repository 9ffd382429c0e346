import { daysBetween, parseReminderDaysText, reminderDaysSchema, reminderStage } from "@/lib/reminders/reminder-days";

describe("reminderStage: the latest stage reached", () => {
  test.each([
    [[3, 14], -5, null],
    [[3, 14], 0, null],
    [[3, 14], 2, null],
    [[3, 14], 3, 3],
    [[3, 14], 13, 3],
    [[3, 14], 14, 14],
    [[3, 14], 20, 14],
    [[3, 14], 400, 14],
    [[30, 1, 7], 8, 7], // unsorted input: still the latest reached
    [[1], 1, 1],
  ])("stages %j, %i days overdue → %p", (days, overdue, stage) => {
    expect(reminderStage(days, overdue)).toBe(stage);
  });
});

describe("daysBetween: UTC calendar days", () => {
  test.each([
    ["2026-12-02", "2026-12-02", 0],
    ["2026-12-02", "2026-12-05", 3],
    ["2026-12-02", "2027-01-01", 30],
    ["2024-02-28", "2024-03-01", 2], // leap day
    ["2026-03-28", "2026-03-30", 2], // across a DST change elsewhere: UTC has none
    ["2026-12-05", "2026-12-02", -3],
  ])("%s → %s is %i", (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe("parseReminderDaysText and the schema", () => {
  test.each([
    ["3, 14", [3, 14]],
    [" 14;3  30 ", [3, 14, 30]],
    ["7", [7]],
  ])("%j is saved as %j", (typed, days) => {
    expect(reminderDaysSchema.parse(parseReminderDaysText(typed))).toEqual(days);
  });

  test.each([
    ["3, 0", "Reminder days must be whole numbers from 1 to 365"],
    ["-3", "Reminder days must be whole numbers from 1 to 365"],
    ["1e2", "Reminder days must be whole numbers from 1 to 365"],
    ["3, two", "Reminder days must be whole numbers from 1 to 365"],
    ["366", "Reminder days must be whole numbers from 1 to 365"],
    ["", "Reminder days must list 1 to 5 days"],
    ["1 2 3 4 5 6", "Reminder days must list 1 to 5 days"],
    ["5, 5", "Reminder days must not repeat a day"],
  ])("%j is refused: %s", (typed, message) => {
    const result = reminderDaysSchema.safeParse(parseReminderDaysText(typed));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
