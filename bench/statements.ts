// Bank statement import (issue #27): a camt.053 at the 5 MB upload limit, read and matched against
// 500 open invoices (the pure part of POST /api/payments/import; the booking is one INSERT per match).
import { readFileSync } from "node:fs";
import path from "node:path";
import { ocrReference } from "@/lib/payments/payment-reference";
import { matchCredits, type OpenInvoice } from "@/lib/payments/statements/match-credits";
import { parseStatement } from "@/lib/payments/statements/parse-statement";
import { summary } from "./stats";

const OPEN_INVOICES = 500;
const RUNS = 5;

/** The fixture's first entry repeated with its own entry reference and an OCR reference, up to 4.9 MB. */
function largeStatement(): string {
  const fixture = readFileSync(path.resolve("tests/fixtures/statements/camt053-nordic-bank.xml"), "utf8");
  const start = fixture.indexOf("      <Ntry>");
  const entry = fixture.slice(start, fixture.indexOf("</Ntry>", start) + "</Ntry>".length);
  const entries: string[] = [];
  let size = 0;
  for (let n = 1; size < 4.9 * 1024 * 1024; n += 1) {
    const next = entry.replace("SEB-20261120-0001", `E-${n}`).replace("rf06 inv1 001", ocrReference(String(1000 + (n % OPEN_INVOICES))));
    entries.push(next);
    size += next.length + 1;
  }
  return fixture.slice(0, start) + entries.join("\n") + fixture.slice(fixture.lastIndexOf("</Ntry>") + "</Ntry>".length);
}

export async function benchStatements(): Promise<string[]> {
  const xml = largeStatement();
  const invoices: OpenInvoice[] = Array.from({ length: OPEN_INVOICES }, (_, k) => ({
    id: `invoice-${k}`,
    number: `INV-${1000 + k}`,
    paymentReference: ocrReference(String(1000 + k)),
    currency: "SEK",
    balanceDue: "200.00",
    customerName: "Acme Corp",
  }));
  const parse: number[] = [];
  const match: number[] = [];
  let credits = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const parsed = parseStatement(xml, { mapping: {}, currency: null });
    const parsedAt = performance.now();
    matchCredits(parsed, invoices);
    match.push(performance.now() - parsedAt);
    parse.push(parsedAt - started);
    credits = parsed.length;
  }
  const megabytes = (Buffer.byteLength(xml) / 1024 / 1024).toFixed(2);
  return [
    `camt.053 of ${megabytes} MB, ${credits} credits: read ${summary(parse)}`,
    `matched against ${OPEN_INVOICES} open invoices: ${summary(match)}`,
    `heap after: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`,
  ];
}
