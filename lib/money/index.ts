/**
 * Exact money: decimal arithmetic (never floats), half-up rounding to the cent, the wire format
 * ("1234.50") and the display formats of SPEC section 9. Pure: runs in the browser and on the
 * server alike.
 */
export { Decimal, sumDecimals, toDecimal, type DecimalInput } from "./decimal";
export { hasAtMostDecimals, MONEY_DECIMALS, roundMoney, roundToWholeUnits } from "./rounding";
export {
  isStorableAmount,
  MAX_STORABLE_AMOUNT,
  parseAmount,
  parseAmountOrThrow,
  parseDecimal,
  serializeAmount,
  type DecimalParseFailure,
  type DecimalParseOptions,
  type DecimalParseResult,
} from "./amount-string";
export { formatMoney, formatMoneyWhole, formatPercent, type MoneyPrecision } from "./format-money";
export { allocateByLargestRemainder } from "./allocate";
export { CURRENCIES, INVOICE_LANGUAGES, isInvoiceLanguage, localeForLanguage, type Currency, type InvoiceLanguage } from "./locale";
export { convertAmount, crossRate, RATE_DECIMALS } from "./exchange";
