/** An account this young is new: its owner is here for the first time, not "back". */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

type GreetingUser = { username: string | null; createdAt: string };

/**
 * The dashboard's heading (SPEC section 2: a welcome with the username, fallback 'Freelancer').
 * "Welcome back" only for someone who has been here before: an account older than a day that has
 * issued an invoice. Someone who just signed up, or has no invoice yet, is welcomed (issue #15).
 * While the counts load (`totalInvoices` undefined) the account's age decides alone.
 *
 * @example
 * dashboardGreeting({ username: "Ada", createdAt: "2026-01-01T00:00:00Z" }, 4, Date.parse("2026-03-01")) // "Welcome back, Ada!"
 * dashboardGreeting({ username: "Ada", createdAt: "2026-01-01T00:00:00Z" }, 0, Date.parse("2026-03-01")) // "Welcome, Ada!"
 * dashboardGreeting({ username: null, createdAt: "2026-03-01T09:00:00Z" }, 0, Date.parse("2026-03-01T09:05:00Z")) // "Welcome, Freelancer!"
 */
export function dashboardGreeting(user: GreetingUser | null, totalInvoices: number | undefined, now: number): string {
  const name = user?.username || "Freelancer";
  const createdAt = user ? Date.parse(user.createdAt) : Number.NaN;
  const isNewAccount = !Number.isFinite(createdAt) || now - createdAt < NEW_ACCOUNT_MS;
  const hasInvoices = (totalInvoices ?? 1) > 0;
  return !isNewAccount && hasInvoices ? `Welcome back, ${name}!` : `Welcome, ${name}!`;
}
