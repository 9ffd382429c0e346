/**
 * The ECB's euro reference rates as published in `eurofxref-daily.xml` (and the 90-day and
 * historical files, which share its format): a `gesmes:Envelope` whose `Cube` holds one
 * `<Cube time='YYYY-MM-DD'>` per day, each with `<Cube currency='USD' rate='1.0921'/>` entries —
 * units of the currency for one euro. Read with two regular expressions rather than an XML
 * library: the format is flat, fixed since 1999, and a malformed entry is skipped, not guessed.
 */
export type EcbRate = { date: string; currency: string; rate: string };

const DAY = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>\s*(?=<Cube\s+time|<\/Cube>|$)/g;
const ENTRY = /<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["'](\d+(?:\.\d+)?)["']\s*\/>/g;

/**
 * @example
 * parseEcbRates(`<Cube><Cube time='2026-03-02'><Cube currency='USD' rate='1.0921'/></Cube></Cube>`)
 * // [{ date: "2026-03-02", currency: "USD", rate: "1.0921" }]
 */
export function parseEcbRates(xml: string): EcbRate[] {
  const rates: EcbRate[] = [];
  for (const [, date, body] of xml.matchAll(DAY)) {
    if (!isCalendarDay(date as string)) continue;
    for (const [, currency, rate] of (body as string).matchAll(ENTRY)) {
      if (Number(rate) > 0) rates.push({ date: date as string, currency: currency as string, rate: rate as string });
    }
  }
  return rates;
}

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
