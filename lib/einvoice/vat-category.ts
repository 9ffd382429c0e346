import { Decimal } from "@/lib/money";
import type { EinvoiceVatCategory, VatCategoryCode } from "./model";

export type VatCategoryInput = {
  vatScenario: string;
  reverseCharge: boolean;
  /** The invoice's legal wording (lib/tax), used as the exemption reason. */
  taxExplanation: string | null;
  /** Whether the supplier has a VAT (or tax) id: an export without one is "not subject" (O). */
  supplierHasVatId: boolean;
};

const EXPORT_SCENARIOS = new Set(["export_business", "export_private", "foreign_to_local_b2b"]);

/** VATEX codes (CEF VAT exemption reason code list) of the categories that carry one. */
const EXEMPTION_CODES: Partial<Record<VatCategoryCode, string>> = {
  AE: "VATEX-EU-AE",
  K: "VATEX-EU-IC",
  G: "VATEX-EU-G",
  O: "VATEX-EU-O",
};

const DEFAULT_REASONS: Record<VatCategoryCode, string> = {
  S: "",
  Z: "",
  E: "Exempt from VAT",
  AE: "Reverse charge",
  K: "Intra-community supply",
  G: "Export outside the EU",
  O: "Not subject to VAT",
};

/**
 * The category of a line with no VAT, from the invoice's tax scenario (docs/einvoice.md):
 * a supplier that is not VAT-registered → O; reverse charge → AE; the goods variant of an EU
 * cross-border sale → K; exports and sales from outside the EU → G (O without a supplier VAT id);
 * the user's own exemption text → E; any other 0 % (a rate typed in by hand) → Z.
 */
export function zeroRateCategory(input: VatCategoryInput): VatCategoryCode {
  if (input.vatScenario === "not_vat_registered") return "O";
  if (input.reverseCharge) return "AE";
  if (input.vatScenario === "intra_region_b2b") return "K";
  if (EXPORT_SCENARIOS.has(input.vatScenario)) return input.supplierHasVatId ? "G" : "O";
  if (input.vatScenario === "custom") return "E";
  return "Z";
}

/** A line's category: any rate above 0 is standard-rated (S), else the scenario decides. */
export function vatCategoryCode(rate: string, input: VatCategoryInput): VatCategoryCode {
  return new Decimal(rate).gt(0) ? "S" : zeroRateCategory(input);
}

/** The category with its rate and, for the exempt ones, the VATEX code and the invoice's wording. */
export function vatCategoryFor(rate: string, input: VatCategoryInput): EinvoiceVatCategory {
  const code = vatCategoryCode(rate, input);
  const exempt = code !== "S" && code !== "Z";
  return {
    code,
    rate: code === "O" ? null : new Decimal(rate).toString(),
    exemptionCode: EXEMPTION_CODES[code] ?? null,
    exemptionReason: exempt ? input.taxExplanation?.trim() || DEFAULT_REASONS[code] : null,
  };
}
