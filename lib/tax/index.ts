/**
 * The VAT / sales-tax engine: dated rates, the EU list, labels, the automatic rules, scenarios
 * with their legal wording, invoice arithmetic and VAT-number checks. Pure and synchronous (no
 * Node-only imports), so the invoice form shows the same result live that the server recomputes.
 * The rules and their legal references: docs/tax.md.
 */
export { EU_COUNTRY_CODES, euCountryAdjective, isEuCountry, normalizeCountryCode, type EuCountryCode } from "./eu-countries";
export { toTaxPointDate, type TaxPointInput } from "./tax-point";
export { STANDARD_RATE_HISTORY, type RatePeriod } from "./rate-table";
export { COUNTRIES_WITHOUT_NATIONAL_RATE, customerCountryRate, fallbackRate, standardRate, supplierCountryRate } from "./country-rate";
export { parseTaxRate, parseTaxRateOrThrow, serializeRate, TAX_RATE_DECIMALS } from "./tax-rate";
export { getInvoiceTypeLabel, getTaxLabel, INVOICE_TYPE_LABELS, type InvoiceTypeLabel, type PartyType, type TaxLabel } from "./labels";
export {
  isTaxScenario,
  SUPPLY_TYPES,
  TAX_SCENARIOS,
  type ConcreteTaxScenario,
  type SupplyType,
  type TaxCustomer,
  type TaxResult,
  type TaxRuleNumber,
  type TaxScenario,
  type TaxSituation,
  type TaxSupplier,
} from "./types";
export { EXPLANATION_KEYS, EXPLANATIONS, explanationText, type ExplanationKey } from "./explanations";
export { scenarioOutcome, type ScenarioOutcome } from "./scenario-rules";
export { customerHasValidVatNumber, decideAutomaticScenario, type AutomaticDecision } from "./automatic-rules";
export { calculateAutomaticTax, calculateScenarioTax, type TaxOptions } from "./calculate-tax";
export { SCENARIO_TITLES, scenarioTitle, scenariosForCountries } from "./scenario-options";
export {
  calculateInvoiceTotals,
  LINE_LIMITS,
  readQuantity,
  readUnitPrice,
  type InvoiceLineInput,
  type InvoiceLineTotals,
  type InvoiceTotals,
  type InvoiceTotalsInput,
  type TaxByRate,
} from "./invoice-totals";
export {
  canValidateVatNumber,
  validateVatNumber,
  vatNumberPrefix,
  type VatNumberInvalidReason,
  type VatNumberValidation,
} from "./vat-number";
export { offlineVatNumberVerifier, type VatNumberVerifier, type VatVerification, type VatVerificationStatus } from "./vat-number-verifier";
export { nationalCurrency } from "./national-currency";
export { isOssQualifyingSupply, isOverOssThreshold, OSS_THRESHOLD_EUR, type OssSupplyFacts, type OssThresholdFacts } from "./oss-threshold";
