import { convertAmount, toDecimal } from "@/lib/money";
import type { SieAccounts } from "../account-plans";
import type { Posting } from "../post-invoice";
import type { SieTransaction } from "./sie-format";

const SALES_BY_RATE: Record<string, [keyof SieAccounts, keyof SieAccounts]> = {
  "25.00": ["sales25", "vat25"],
  "12.00": ["sales12", "vat12"],
  "6.00": ["sales6", "vat6"],
};

const SALES_BY_KIND = {
  exempt: "salesExempt",
  euServices: "salesEuServices",
  euGoods: "salesEuGoods",
  exportServices: "salesExportServices",
  exportGoods: "salesExportGoods",
} as const satisfies Record<string, keyof SieAccounts>;

/** The BAS accounts of one posting: sales by VAT situation, output VAT by rate (Swedish rates; others book as 25 %). */
function accountsOf(posting: Posting, accounts: SieAccounts): { sales: string; vat: string } {
  if (posting.kind === "oss") return { sales: accounts.salesOss, vat: accounts.vatOss };
  const [sales, vat] = SALES_BY_RATE[posting.rate] ?? ["sales25", "vat25"];
  if (posting.kind === "taxed") return { sales: accounts[sales], vat: accounts[vat] };
  return { sales: accounts[SALES_BY_KIND[posting.kind]], vat: accounts[vat] };
}

/** An issued invoice: the receivable debited with the gross, sales and output VAT credited. */
export function invoiceTransactions(gross: string, postings: Posting[], accounts: SieAccounts): SieTransaction[] {
  return [
    { account: accounts.receivables, amount: gross },
    ...postings.flatMap((posting) => {
      const { sales, vat } = accountsOf(posting, accounts);
      return [
        { account: sales, amount: toDecimal(posting.net).negated().toFixed(2) },
        { account: vat, amount: toDecimal(posting.vat).negated().toFixed(2) },
      ];
    }),
  ];
}

/** A credit note (issue #25): its invoice's transactions the other way round, the receivable credited. */
export function creditNoteTransactions(gross: string, postings: Posting[], accounts: SieAccounts): SieTransaction[] {
  return invoiceTransactions(gross, postings, accounts).map((transaction) => ({
    ...transaction,
    amount: toDecimal(transaction.amount).negated().toFixed(2),
  }));
}

/**
 * A payment: the bank debited at the day's rate, the receivable credited at the rate it was booked
 * at, and the difference an exchange gain or loss, so the verification balances.
 */
export function paymentTransactions(amount: string, rates: { paid: string; booked: string }, accounts: SieAccounts): SieTransaction[] {
  const bank = convertAmount(amount, rates.paid);
  const receivable = convertAmount(amount, rates.booked);
  const difference = toDecimal(bank).minus(receivable);
  const fx = difference.isZero()
    ? []
    : [{ account: difference.greaterThan(0) ? accounts.fxGain : accounts.fxLoss, amount: difference.negated().toFixed(2) }];
  return [
    { account: accounts.bank, amount: bank },
    { account: accounts.receivables, amount: toDecimal(receivable).negated().toFixed(2) },
    ...fx,
  ];
}
