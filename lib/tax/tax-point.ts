/**
 * The tax point decides which rate applies (Council Directive 2006/112/EC, Articles 63 and 66:
 * VAT becomes chargeable when the supply is made or, at the latest, when the invoice is issued).
 * The app takes the invoice date as the tax point.
 *
 * Tax points are compared as "YYYY-MM-DD" strings: a calendar date has no time zone, and string
 * order is date order for this format.
 */
export type TaxPointInput = string | Date;

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/**
 * The calendar date of a tax point. Strings are read as written ("2024-09-01", or the date part of
 * an ISO timestamp); Date objects by their UTC date, which is how Prisma returns a `@db.Date`.
 *
 * @example
 * toTaxPointDate("2024-09-01")               // "2024-09-01"
 * toTaxPointDate(new Date("2024-09-01"))     // "2024-09-01"
 * toTaxPointDate("2024-02-30")               // throws RangeError
 */
export function toTaxPointDate(taxPoint: TaxPointInput): string {
  if (taxPoint instanceof Date) {
    if (Number.isNaN(taxPoint.getTime())) throw new RangeError("The tax point is an invalid date");
    return taxPoint.toISOString().slice(0, 10);
  }
  const match = DATE_PREFIX.exec(taxPoint.trim());
  if (!match) throw new RangeError(`The tax point "${taxPoint}" is not a YYYY-MM-DD date`);
  const [, year, month, day] = match;
  const date = `${year}-${month}-${day}`;
  // Round-trip through Date to refuse dates that don't exist (2024-02-30 would roll over to March).
  if (Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`The tax point "${taxPoint}" is not a calendar date`);
  }
  return date;
}
