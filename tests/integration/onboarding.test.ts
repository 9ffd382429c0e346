import { db } from "@/lib/db";
import { signUp } from "./support/accounts";

// Issue #24, item 8: a new account's default currency follows the country chosen at signup.
describe("signup picks the default currency from the country", () => {
  it.each([
    ["SE", "SEK"],
    ["DE", "EUR"],
    ["GB", "GBP"],
    ["US", "USD"],
    ["JP", "USD"],
  ])("%s → %s", async (country, currency) => {
    const { user } = await signUp({ country });
    expect((user as unknown as { defaultCurrency: string }).defaultCurrency).toBe(currency);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { defaultCurrency: true } })).toEqual({
      defaultCurrency: currency,
    });
  });
});
