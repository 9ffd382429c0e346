import { Decimal } from "@/lib/money/decimal";
import { compactReference } from "../payment-reference";
import type { StatementCredit } from "./statement-credit";

/** An invoice of the user that still asks for money, as the matcher sees it. */
export type OpenInvoice = {
  id: string;
  number: string;
  paymentReference: string | null;
  currency: string;
  /** What is left to pay, two decimals. */
  balanceDue: string;
  customerName: string;
};

export type MatchedBy = "reference" | "invoice_number" | "amount_and_name";
export type CreditMatch = { credit: StatementCredit; invoice: OpenInvoice; by: MatchedBy; overpaid: boolean };
export type MatchOutcome = { matched: CreditMatch[]; unmatched: StatementCredit[] };

/** References are at most 25 characters, invoice numbers 40 once compacted: longer windows find nothing. */
const WINDOW_MAX = 40;

/** Runs of letters and digits, upper case: "Faktura inv-1007, tack" → FAKTURA INV 1007 TACK. */
const tokensOf = (text: string | null) => (text ?? "").toUpperCase().match(/[A-Z0-9]+/g) ?? [];

/**
 * Every join of consecutive tokens, so a reference or number is found however the payer spaced
 * or hyphenated it ("RF18 5390 0754 7034", "inv 1007"), and only whole: "INV-10070" never yields
 * INV1007, nor "21007689" the OCR 100768.
 */
function windowsOf(text: string | null): Set<string> {
  const tokens = tokensOf(text);
  const windows = new Set<string>();
  for (let start = 0; start < tokens.length; start += 1) {
    let joined = "";
    for (let end = start; end < tokens.length && joined.length <= WINDOW_MAX; end += 1) {
      joined += tokens[end];
      windows.add(joined);
    }
  }
  return windows;
}

const LEGAL_FORMS = new Set([
  "AB",
  "HB",
  "KB",
  "GMBH",
  "AG",
  "KG",
  "LTD",
  "LIMITED",
  "INC",
  "LLC",
  "CORP",
  "CO",
  "OY",
  "AS",
  "APS",
  "BV",
  "SA",
  "SARL",
  "SRL",
  "PLC",
]);

/** A name's words without accents and legal forms: "Acme Corp." and "ACME" are the same payer. */
function nameWords(name: string | null): string[] {
  const plain = (name ?? "").normalize("NFKD").replace(/\p{M}/gu, "");
  return tokensOf(plain).filter((word) => !LEGAL_FORMS.has(word));
}

function sameName(a: readonly string[], b: readonly string[]): boolean {
  if (!a.length || !b.length) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.every((word) => longer.includes(word));
}

/**
 * Finds each credit's invoice, in the order the issue gives: (1) the payment reference, in the
 * reference field or the message, any spacing or case; (2) the invoice number in the message;
 * (3) exactly the balance due from a payer named like the customer. A rule counts only when it
 * points at one invoice in the credit's currency; a credit two invoices fit stays unmatched for
 * the user to assign. Balances go down as credits are matched, so a second part payment is
 * matched against what the first left, and an invoice paid in full takes no more.
 */
export function matchCredits(credits: readonly StatementCredit[], invoices: readonly OpenInvoice[]): MatchOutcome {
  const balances = new Map(invoices.map((invoice) => [invoice.id, new Decimal(invoice.balanceDue)]));
  const isOpen = (invoice: OpenInvoice) => (balances.get(invoice.id) as Decimal).gt(0);
  const byReference = indexBy(invoices, (invoice) => (invoice.paymentReference ? compactReference(invoice.paymentReference) : null));
  const byNumber = indexBy(invoices, (invoice) => tokensOf(invoice.number).join("") || null);
  const customerWords = new Map(invoices.map((invoice) => [invoice.id, nameWords(invoice.customerName)]));
  // Rule 3 looks invoices up by currency and balance instead of comparing every credit with every invoice.
  const balanceKey = (currency: string, balance: Decimal) => `${currency} ${balance.toFixed(2)}`;
  const byBalance = indexBy(invoices, (invoice) => balanceKey(invoice.currency, new Decimal(invoice.balanceDue)));

  const matched: CreditMatch[] = [];
  const unmatched: StatementCredit[] = [];
  for (const credit of credits) {
    const amount = new Decimal(credit.amount);
    const fits = (invoice: OpenInvoice) => invoice.currency === credit.currency && isOpen(invoice);
    // The reference field and the message each on their own: no window spans from one into the other.
    const windows = new Set([...windowsOf(credit.reference), ...windowsOf(credit.message)]);
    // Tried in order, each only when the one before found no single invoice.
    const rules: [MatchedBy, () => OpenInvoice[]][] = [
      ["reference", () => lookUp(byReference, windows).filter(fits)],
      ["invoice_number", () => lookUp(byNumber, windows).filter(fits)],
      [
        "amount_and_name",
        () => {
          const payer = nameWords(credit.counterparty);
          const sameBalance = byBalance.get(balanceKey(credit.currency, amount)) ?? [];
          return sameBalance.filter((invoice) => isOpen(invoice) && sameName(payer, customerWords.get(invoice.id) ?? []));
        },
      ],
    ];
    let found: [MatchedBy, OpenInvoice] | null = null;
    for (const [by, candidates] of rules) {
      const unique = [...new Map(candidates().map((invoice) => [invoice.id, invoice])).values()];
      if (unique.length === 1) {
        found = [by, unique[0] as OpenInvoice];
        break;
      }
    }
    if (!found) {
      unmatched.push(credit);
      continue;
    }
    const [by, invoice] = found;
    const balance = balances.get(invoice.id) as Decimal;
    matched.push({ credit, invoice, by, overpaid: amount.gt(balance) });
    const left = balance.minus(amount);
    balances.set(invoice.id, left);
    const [before, after] = [balanceKey(invoice.currency, balance), balanceKey(invoice.currency, left)];
    byBalance.set(
      before,
      (byBalance.get(before) ?? []).filter((other) => other.id !== invoice.id),
    );
    byBalance.set(after, [...(byBalance.get(after) ?? []), invoice]);
  }
  return { matched, unmatched };
}

function indexBy(invoices: readonly OpenInvoice[], keyOf: (invoice: OpenInvoice) => string | null): Map<string, OpenInvoice[]> {
  const index = new Map<string, OpenInvoice[]>();
  for (const invoice of invoices) {
    const key = keyOf(invoice);
    if (key) index.set(key, [...(index.get(key) ?? []), invoice]);
  }
  return index;
}

function lookUp(index: Map<string, OpenInvoice[]>, windows: Set<string>): OpenInvoice[] {
  return [...windows].flatMap((window) => index.get(window) ?? []);
}
