import { toDecimal, type DecimalInput } from "@/lib/money";

/**
 * The field syntax of SIE 4 (SIE filformat, utgåva 4B, 2008-09-30): a record is a label and fields
 * separated by spaces; a field with a space is quoted, a quote inside it written \"; dates are
 * YYYYMMDD; amounts have a point and two decimals, debit positive and credit negative.
 */
export function sieText(value: string): string {
  // Control characters (line breaks in a name) have no place in a record: they become spaces.
  const cleaned = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return `"${cleaned.replace(/"/g, '\\"')}"`;
}

export function sieDate(date: Date | string): string {
  const iso = typeof date === "string" ? date : date.toISOString();
  return iso.slice(0, 10).replace(/-/g, "");
}

export function sieAmount(value: DecimalInput): string {
  return toDecimal(value).toFixed(2);
}

export type SieTransaction = { account: string; amount: string };

/**
 * One verification: its series, number, date and text, and its transactions; transactions on the
 * same account are added up, and one that comes to zero is left out.
 *
 * @example
 * sieVerification("F", 1, "2026-03-02", "Faktura INV-1001", [{ account: "1510", amount: "1250.00" }, { account: "3001", amount: "-1000.00" }, { account: "2611", amount: "-250.00" }])
 * // #VER F 1 20260302 "Faktura INV-1001"\r\n{\r\n   #TRANS 1510 {} 1250.00\r\n …}\r\n
 */
export function sieVerification(series: string, number: number, date: Date | string, text: string, transactions: SieTransaction[]): string {
  const byAccount = new Map<string, ReturnType<typeof toDecimal>>();
  for (const { account, amount } of transactions) byAccount.set(account, (byAccount.get(account) ?? toDecimal(0)).plus(amount));
  const lines = [...byAccount.entries()]
    .filter(([, amount]) => !amount.isZero())
    .map(([account, amount]) => `   #TRANS ${account} {} ${sieAmount(amount)}`);
  return [`#VER ${series} ${number} ${sieDate(date)} ${sieText(text)}`, "{", ...lines, "}", ""].join("\r\n");
}
