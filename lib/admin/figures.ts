import { Decimal } from "@/lib/money";

/** A count from PostgreSQL (bigint) as a JSON number. */
export const toCount = (value: bigint | number | null | undefined): number => Number(value ?? 0);

/** part / whole in %, two decimals; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  if (whole === 0) return 0;
  return new Decimal(part).times(100).dividedBy(whole).toDecimalPlaces(2).toNumber();
}

/** A money figure from SQL (numeric, possibly null) as the usual two-decimal string. */
export function moneyString(value: { toString(): string } | null | undefined): string {
  return new Decimal(value == null ? 0 : value.toString()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
