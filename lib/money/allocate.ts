import { Decimal, toDecimal, type DecimalInput } from "./decimal";

/**
 * Splits a total that was rounded once over parts whose exact (unrounded) shares are known, so
 * that the parts, each to the cent, add up to the total exactly: the largest-remainder method.
 *
 * Every part starts at its share rounded down to the cent; the cents still missing go one each to
 * the parts with the largest remainders (earlier parts first on a tie, so the result is
 * deterministic). Each part ends less than one cent from its exact share.
 *
 * Why it always fits: when total = round(sum of shares), the missing cents equal the rounded sum
 * of the remainders, which lies between 0 and the number of parts.
 *
 * @example
 * // Three lines of 0.10 at 25 %: exact shares 0.025 each, tax rounded once: 0.075 → 0.08.
 * allocateByLargestRemainder(["0.025", "0.025", "0.025"], "0.08").map(String) // ["0.03", "0.03", "0.02"]
 */
export function allocateByLargestRemainder(exactShares: readonly DecimalInput[], total: DecimalInput): Decimal[] {
  const totalCents = toDecimal(total).times(100);
  if (!totalCents.isInteger() || totalCents.isNegative()) {
    throw new RangeError(`The total to allocate must be a non-negative amount in cents, got ${toDecimal(total).toFixed()}`);
  }
  const sharesInCents = exactShares.map((share) => {
    const cents = toDecimal(share).times(100);
    if (cents.isNegative()) throw new RangeError(`Shares must not be negative, got ${toDecimal(share).toFixed()}`);
    return cents;
  });
  const floors = sharesInCents.map((cents) => cents.floor());
  const missing = floors.reduce((left, floor) => left.minus(floor), totalCents).toNumber();
  if (missing < 0 || missing > sharesInCents.length) {
    throw new RangeError("The total is not the rounded sum of the shares");
  }

  const byRemainder = sharesInCents
    .map((cents, index) => ({ index, remainder: cents.minus(floors[index] as Decimal) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  const receivesCent = new Set(byRemainder.slice(0, missing).map((entry) => entry.index));

  return floors.map((floor, index) => (receivesCent.has(index) ? floor.plus(1) : floor).dividedBy(100));
}
