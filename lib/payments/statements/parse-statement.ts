import { createHash } from "node:crypto";
import { parseCamt } from "./parse-camt";
import { parseCsvStatement, type CsvMapping } from "./parse-csv-statement";
import type { StatementCredit } from "./statement-credit";

export type StatementOptions = { mapping: CsvMapping; currency: string | null };

/**
 * The credits of an uploaded statement: ISO 20022 XML when the file starts with "<" (after a byte
 * order mark and white space), CSV otherwise. Every credit leaves with an entry reference: the
 * bank's own, or, for a line without one (CSV exports often have none), one made from what the
 * line says and how many identical lines came before it in the file, so the same file imported
 * again gives the same references and books nothing twice.
 */
export function parseStatement(text: string, options: StatementOptions): StatementCredit[] {
  const content = text.replace(/^\uFEFF/, "");
  const credits = content.trimStart().startsWith("<") ? parseCamt(content) : parseCsvStatement(content, options.mapping, options.currency);
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    if (credit.entryReference) return { ...credit, entryReference: credit.entryReference };
    const facts = [credit.date, credit.amount, credit.currency, credit.reference, credit.message, credit.counterparty].join("\u001f");
    const occurrence = (seen.get(facts) ?? 0) + 1;
    seen.set(facts, occurrence);
    const digest = createHash("sha256").update(`${facts}\u001f${occurrence}`).digest("hex").slice(0, 24);
    return { ...credit, entryReference: `line-${digest}` };
  });
}
