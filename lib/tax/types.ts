import type { DecimalInput, InvoiceLanguage } from "@/lib/money";
import type { TaxLabel, PartyType } from "./labels";
import type { TaxPointInput } from "./tax-point";

/**
 * What is supplied decides the place of supply in EU VAT:
 * - services: consulting, design, programming… (the default; general rules, Art. 44 and 45)
 * - goods: movable property shipped to the customer (Art. 32–33, 138, 146)
 * - digital: electronically supplied services — downloads, SaaS, streaming (Art. 58, Annex II)
 */
export const SUPPLY_TYPES = ["services", "goods", "digital"] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** The tax scenarios of SPEC section 9, in the order the dropdown shows them. */
export const TAX_SCENARIOS = [
  "auto",
  "us_domestic_b2b",
  "domestic_b2b",
  "domestic_b2c",
  "intra_region_b2b",
  "cross_border_b2c",
  "export_business",
  "export_private",
  "foreign_to_local_b2b",
  "not_vat_registered",
  "custom",
] as const;
export type TaxScenario = (typeof TAX_SCENARIOS)[number];
/** A scenario with a rate rule of its own: every scenario but "auto", which picks one of these. */
export type ConcreteTaxScenario = Exclude<TaxScenario, "auto">;

export function isTaxScenario(value: string): value is TaxScenario {
  return (TAX_SCENARIOS as readonly string[]).includes(value);
}

/** The supplier: the signed-in user, from the profile. */
export interface TaxSupplier {
  country: string;
  /** Registered for VAT (or, in the US, for sales tax). Unregistered suppliers charge no tax. */
  isVatRegistered: boolean;
  /** Registered for the EU One-Stop-Shop (profile `ossRegistered`). */
  isOssRegistered?: boolean;
  /**
   * The supplier's EU-wide distance sales and electronic services to consumers exceed EUR 10 000
   * in this or the previous calendar year, counting this supply (Art. 59c; oss-threshold.ts): the
   * server works it out from the user's invoices. Such sales are then taxed exactly as with OSS.
   */
  isOverOssThreshold?: boolean;
  /** The user's own rate: profile `vatRate`, else `defaultVATRate` (used for US, CA, unlisted countries). */
  ownRate?: DecimalInput | null;
}

/** The customer of the invoice. */
export interface TaxCustomer {
  country: string;
  type: PartyType;
  vatNumber?: string | null;
  /**
   * The verdict of an online check (VIES), when the caller has one. Without it the engine checks
   * the number's format and checksum offline.
   */
  vatNumberValid?: boolean;
}

/** Everything the automatic rules look at. */
export interface TaxSituation {
  supplier: TaxSupplier;
  customer: TaxCustomer;
  /** Defaults to "services". */
  supplyType?: SupplyType;
  /** The invoice date: it picks the rate that was in force. */
  taxPoint: TaxPointInput;
  /** The invoice language, for the explanation. Defaults to "en". */
  language?: InvoiceLanguage;
}

/** The automatic rules, numbered as in the issue and docs/tax.md (rule 5 is never reached). */
export type TaxRuleNumber = 1 | 2 | 3 | 4 | 6 | 7 | 8;

export interface TaxResult {
  /** Percent with two decimals, "25.00". */
  rate: string;
  scenario: ConcreteTaxScenario;
  /** The tax's name in the supplier's country. */
  label: TaxLabel;
  /** The customer accounts for the VAT; the invoice must say "Reverse charge" (Art. 226(11a)). */
  reverseCharge: boolean;
  /** The customer's country's VAT, declared through the One-Stop-Shop (Art. 369a ff., 358a ff.). */
  oss: boolean;
  /** The legal wording for the invoice, in the invoice language. */
  explanation: string;
  /** Which automatic rule decided (1 = the user's override rate); null for a chosen scenario. */
  rule: TaxRuleNumber | null;
}
