import { convertAmount, Decimal, toDecimal } from "@/lib/money";
import { validateVatNumber } from "@/lib/tax";
import type { DatevAccounts } from "../account-plans";
import type { PostableInvoice, Posting } from "../post-invoice";
import { datevAmount, datevDayMonth, datevFullDate, datevRate, datevRecord, datevText } from "./datev-format";
import { FIELD } from "./datev-columns";

export type DatevInvoice = PostableInvoice & {
  number: string;
  invoiceDate: Date;
  dueDate: Date;
  customerName: string;
  customerCountry: string;
  customerVatNumber: string | null;
};

const REVENUE = {
  exempt: "exempt",
  euServices: "euServices",
  euGoods: "euGoods",
  exportServices: "exportServices",
  exportGoods: "exportGoods",
  oss: "oss",
} as const satisfies Record<string, keyof DatevAccounts>;

function revenueAccount(posting: Posting, accounts: DatevAccounts): string {
  if (posting.kind === "taxed") return posting.rate === "7.00" ? accounts.taxed7 : accounts.taxed19;
  return accounts[REVENUE[posting.kind]];
}

/** The amount in the invoice's currency, and DATEV's foreign-currency fields when it is not the euro. */
function currencyFields(original: string, currency: string, booked: string, rate: string): Partial<Record<number, string>> {
  if (currency === "EUR") return { [FIELD.amount]: datevAmount(booked), [FIELD.amountCurrency]: datevText("EUR", 3) };
  return {
    [FIELD.amount]: datevAmount(original),
    [FIELD.amountCurrency]: datevText(currency, 3),
    // Kurs as the ECB quotes it: units of the currency for one euro.
    [FIELD.rate]: datevRate(new Decimal(1).dividedBy(rate)),
    [FIELD.baseAmount]: datevAmount(booked),
    [FIELD.baseCurrency]: datevText("EUR", 3),
  };
}

/**
 * An invoice as booking rows, one per tax rate of its lines: the gross debited (S) to the debtor
 * against the revenue account of its VAT situation, Belegfeld 1 the invoice number. EU supplies to a
 * customer with a VAT number carry the BU-Schlüssel of Settings and the customer's USt-IdNr.
 * ("EU-Land u. UStID"); OSS sales the member state and its rate. `rate` turns the invoice's currency
 * into euros; `postings` are already in euros (post-invoice.ts).
 */
export function invoiceRows(
  invoice: DatevInvoice,
  postings: Posting[],
  rate: string,
  accounts: DatevAccounts,
  /** Issue #25: a credit note is booked "H" (Haben) on the debtor, its text naming the invoice it corrects. */
  creditNote: { creditedInvoiceNumber: string } | null = null,
): string[] {
  const originals = new Map<string, Decimal>();
  for (const item of invoice.items) {
    const key = new Decimal(item.taxRate).toFixed(2);
    originals.set(key, (originals.get(key) ?? new Decimal(0)).plus(item.amount).plus(item.taxAmount));
  }
  const vatId = invoice.customerVatNumber ? validateVatNumber(invoice.customerCountry, invoice.customerVatNumber).normalized : null;
  return postings.map((posting) => {
    const booked = toDecimal(posting.net).plus(posting.vat).toFixed(2);
    const original = (originals.get(posting.rate) ?? toDecimal(booked)).toFixed(2);
    const isEu = posting.kind === "euServices" || posting.kind === "euGoods";
    const buKey = posting.kind === "euServices" ? accounts.euServicesKey : posting.kind === "euGoods" ? accounts.euGoodsKey : "";
    return datevRecord({
      ...currencyFields(original, invoice.currency, booked, rate),
      [FIELD.debitCredit]: datevText(creditNote ? "H" : "S", 1),
      [FIELD.account]: accounts.debtor,
      [FIELD.contraAccount]: revenueAccount(posting, accounts),
      [FIELD.buKey]: buKey ? datevText(buKey, 4) : "",
      [FIELD.documentDate]: datevDayMonth(invoice.invoiceDate),
      [FIELD.documentField1]: datevText(invoice.number, 36),
      [FIELD.text]: datevText(
        creditNote
          ? `Rechnungskorrektur ${invoice.number} zu ${creditNote.creditedInvoiceNumber} ${invoice.customerName}`
          : `${invoice.number} ${invoice.customerName}`,
        60,
      ),
      [FIELD.euVatId]: isEu && vatId ? datevText(vatId, 15) : posting.kind === "oss" ? datevText(invoice.customerCountry, 15) : "",
      [FIELD.euRate]: posting.kind === "oss" ? datevAmount(posting.rate) : "",
      [FIELD.supplyDate]: datevFullDate(invoice.invoiceDate),
      [FIELD.dueDate]: datevFullDate(invoice.dueDate),
    });
  });
}

/** A payment received: the bank debited against the debtor, Belegfeld 1 the invoice it pays (for DATEV's open items). */
export function paymentRow(
  payment: { amount: string; date: Date; invoice: { number: string; currency: string; customerName: string } },
  rate: string,
  accounts: DatevAccounts,
): string {
  const booked = convertAmount(payment.amount, rate);
  return datevRecord({
    ...currencyFields(payment.amount, payment.invoice.currency, booked, rate),
    [FIELD.debitCredit]: datevText("S", 1),
    [FIELD.account]: accounts.bank,
    [FIELD.contraAccount]: accounts.debtor,
    [FIELD.documentDate]: datevDayMonth(payment.date),
    [FIELD.documentField1]: datevText(payment.invoice.number, 36),
    [FIELD.text]: datevText(`Zahlung ${payment.invoice.number} ${payment.invoice.customerName}`, 60),
  });
}
