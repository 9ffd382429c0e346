import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { formatMoney, formatPercent, toDecimal } from "@/lib/money";
import { quotePdfStrings } from "../quote-strings";
import { pdfStrings, translateTaxLabel, type PdfStrings } from "../strings";
import { formatExchangeRate, formatInvoiceDate, formatQuantity } from "./format";
import { labelledValues, present, type LabelledValue } from "./labelled-values";
import { customerView, supplierView, taxNumberLabel, type PartyView } from "./party-view";
import { withoutRestatedDetails } from "./payment-instructions";
import { amountAskedFor } from "@/lib/invoices/invoice-status";
import { paymentDetails } from "@/lib/invoices/payment-details";
import { epcPayload, qrDrawing } from "@/lib/payments/epc-qr";

export type { LabelledValue } from "./labelled-values";
export type { PartyView } from "./party-view";

const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE"]);

/**
 * Everything an invoice prints, already formatted in its language: the one place where data is
 * handled. The four PDF templates and the /demo web page only arrange these strings, so they
 * cannot disagree about a number. Amounts are the stored strings, formatted, never recomputed.
 */
export interface InvoiceView {
  language: string;
  strings: PdfStrings;
  title: string;
  number: string;
  invoiceDate: string;
  dueDate: string;
  /** Art. 226(7): the date of supply, formatted; null when it is the invoice date (then nothing prints). */
  supplyDate: string | null;
  supplier: PartyView;
  customer: PartyView;
  /** The customer's reference (also among its details), for layouts that print it with the meta. */
  reference: LabelledValue | null;
  items: LineView[];
  /** The items table's tax column header: "VAT %", "Moms %"; "Tax %" where the name is long. */
  taxColumn: string;
  totals: TotalsView;
  taxNote: string | null;
  payment: PaymentView | null;
  /** The SEPA payment QR code, printed with the payment details; null unless the invoice is eligible (lib/payments/epc-qr.ts). */
  paymentQr: PaymentQrView | null;
  /** "VOID" in the invoice's language on a void invoice (stamped across the page, and in the title); else null. */
  stamp: string | null;
  notes: string | null;
  /** The supplier's identity in one line: name, registration numbers, e-mail, website. */
  footer: string[];
  /** The same, as a business letter's footer columns: name and address, contacts, registration. */
  footerColumns: string[][];
  /** US Letter where it is the norm (the supplier's country), A4 everywhere else. */
  paperSize: "A4" | "LETTER";
}

export interface LineView {
  /** The description's first line; further lines are printed smaller as details. */
  title: string;
  details: string[];
  quantity: string;
  rate: string;
  taxRate: string;
  amount: string;
}

export interface TotalsView {
  subtotal: string;
  /** Null when nothing is taxed and nothing explains why (an untaxed invoice with no wording). */
  tax: LabelledValue | null;
  total: string;
  /** What is left to pay: the total, or the balance due once something is paid. */
  amountDue: string;
  /** Once something is paid (and the invoice is not void): the amount paid and the balance due, printed under the total. */
  payments: { paid: LabelledValue; balanceDue: LabelledValue } | null;
  /** Art. 230 (issue #29): the VAT in the supplier's national currency, with the rate and its date; null for an invoice in it. */
  nationalTax: (LabelledValue & { note: string }) | null;
}

export interface PaymentView {
  instructions: string | null;
  rows: LabelledValue[];
}

/**
 * A QR code as one SVG path in a square of `size` modules (quiet zone included), so the page's
 * <svg> and react-pdf's <Svg> draw the same code; with its caption and the amount it asks for.
 */
export interface PaymentQrView {
  caption: string;
  amount: string;
  size: number;
  path: string;
}

function lineView(item: InvoiceJson["items"][number], currency: string, language: string, percent: (rate: string) => string): LineView {
  const [title = "", ...rest] = item.description.split(/\r?\n/).map((line) => line.trim());
  return {
    title,
    details: rest.filter(Boolean),
    quantity: formatQuantity(item.quantity, language),
    rate: formatMoney(item.rate, currency, language),
    taxRate: percent(item.taxRate),
    amount: formatMoney(item.amount, currency, language),
  };
}

/** The lines of an invoice nearly always share one rate: it is formatted once. */
function percentFormatter(language: string): (rate: string) => string {
  const formatted = new Map<string, string>();
  return (rate) => {
    let text = formatted.get(rate);
    if (text === undefined) {
      text = formatPercent(rate, language);
      formatted.set(rate, text);
    }
    return text;
  };
}

function totalsView(invoice: InvoiceJson, taxNote: string | null, strings: PdfStrings): TotalsView {
  const { currency, language } = invoice;
  const isTaxed = !toDecimal(invoice.tax).isZero() || !toDecimal(invoice.taxRate).isZero();
  const label = translateTaxLabel(invoice.taxLabel, strings);
  // Lines with their own rates share one tax line; naming a single rate there would be wrong.
  const hasOneRate = invoice.items.every((item) => toDecimal(item.taxRate).equals(toDecimal(invoice.taxRate)));
  // A void invoice asks for nothing: it prints its figures as issued, under the stamp.
  const hasPayments = !invoice.voidedAt && toDecimal(invoice.amountPaid).gt(0);
  return {
    subtotal: formatMoney(invoice.subtotal, currency, language),
    tax:
      isTaxed || taxNote
        ? {
            label: hasOneRate ? `${label} (${formatPercent(invoice.taxRate, language)})` : label,
            value: formatMoney(invoice.tax, currency, language),
          }
        : null,
    total: formatMoney(invoice.total, currency, language),
    amountDue: formatMoney(amountAskedFor(invoice), currency, language),
    payments: hasPayments
      ? {
          paid: { label: strings.amountPaid, value: formatMoney(invoice.amountPaid, currency, language) },
          balanceDue: { label: strings.balanceDue, value: formatMoney(invoice.balanceDue, currency, language) },
        }
      : null,
    nationalTax: nationalTaxView(invoice, label, strings),
  };
}

function nationalTaxView(invoice: InvoiceJson, taxLabel: string, strings: PdfStrings): TotalsView["nationalTax"] {
  const national = invoice.vatInNationalCurrency;
  // No VAT (reverse charge, an export): nothing to state in any currency; the JSON keeps the rate.
  if (!national || toDecimal(national.amount).isZero()) return null;
  const { language } = invoice;
  const rate = formatExchangeRate(invoice.currency, national.currency, national.rate, language);
  return {
    label: strings.taxInCurrency(taxLabel, national.currency),
    value: formatMoney(national.amount, national.currency, language),
    note: strings.exchangeRateNote(rate, national.source, formatInvoiceDate(national.rateDate, language)),
  };
}

function paymentView(invoice: InvoiceJson, strings: PdfStrings): PaymentView | null {
  const rows = paymentDetails(invoice, strings).map(([label, value]) => ({ label, value }));
  // The bank details print once, as the rows: the instructions lose the lines that only repeat one.
  const instructions = present(invoice.paymentInstructions) ? withoutRestatedDetails(invoice.paymentInstructions, rows) || null : null;
  return instructions || rows.length ? { instructions, rows } : null;
}

/** The payment QR code asks for the balance due, so a partly paid invoice asks for what is left. */
function paymentQrView(invoice: InvoiceJson, strings: PdfStrings): PaymentQrView | null {
  const payload = epcPayload(invoice);
  if (!payload) return null;
  return { caption: strings.scanToPay, amount: formatMoney(invoice.balanceDue, invoice.currency, invoice.language), ...qrDrawing(payload) };
}

function taxColumnHeader(taxLabel: string, strings: PdfStrings): string {
  const label = translateTaxLabel(taxLabel, strings);
  return label.length <= 6 ? `${label} %` : strings.taxColumn;
}

/** The supplier's legal identity, printed at the foot of every page, as one line and as columns. */
function footerView(invoice: InvoiceJson, supplier: PartyView, strings: PdfStrings): Pick<InvoiceView, "footer" | "footerColumns"> {
  const { email, phone, website } = invoice.supplier;
  const registration = labelledValues([
    [strings.organizationNumber, invoice.supplier.organizationNumber],
    [taxNumberLabel(invoice.taxLabel, strings), invoice.supplier.vatNumber],
  ]).map((row) => `${row.label} ${row.value}`);
  const contacts = [email, phone, website].filter(present);
  return {
    footer: [supplier.name, ...registration, ...[email, website].filter(present)],
    footerColumns: [[supplier.name, ...supplier.addressLines], contacts, registration].filter((lines) => lines.length),
  };
}

/** What a document is: an invoice, or a quote (issue #28), which prints the same with its own words and asks for no payment. */
export type DocumentKind = "invoice" | "quote";

export function buildInvoiceView(invoice: InvoiceJson, kind: DocumentKind = "invoice"): InvoiceView {
  const { language, currency } = invoice;
  const isQuote = kind === "quote";
  const strings = isQuote ? quotePdfStrings(language) : pdfStrings(language);
  const percent = percentFormatter(language);
  const taxNote = [invoice.taxExplanation, invoice.customVatExplanation].find(present)?.trim() ?? null;
  const supplier = supplierView(invoice.supplier, invoice.taxLabel, strings, language);
  const customer = customerView(invoice.customer, strings, language);
  const stamp = invoice.voidedAt ? strings.void : null;
  return {
    language,
    strings,
    title: stamp ? `${strings.invoice} ${invoice.number} – ${stamp}` : `${strings.invoice} ${invoice.number}`,
    number: invoice.number,
    invoiceDate: formatInvoiceDate(invoice.invoiceDate, language),
    dueDate: formatInvoiceDate(invoice.dueDate, language),
    supplyDate: invoice.supplyDate && invoice.supplyDate !== invoice.invoiceDate ? formatInvoiceDate(invoice.supplyDate, language) : null,
    supplier,
    customer: customer.party,
    reference: customer.reference,
    items: invoice.items.map((item) => lineView(item, currency, language, percent)),
    taxColumn: taxColumnHeader(invoice.taxLabel, strings),
    totals: totalsView(invoice, taxNote, strings),
    taxNote,
    // A quote is an offer: no bank details to pay to, no QR code asking for money.
    payment: isQuote ? null : paymentView(invoice, strings),
    paymentQr: isQuote ? null : paymentQrView(invoice, strings),
    stamp,
    notes: present(invoice.notes) ? invoice.notes.trim() : null,
    ...footerView(invoice, supplier, strings),
    paperSize: LETTER_COUNTRIES.has(invoice.supplier.country ?? "") ? "LETTER" : "A4",
  };
}
