import type { DecimalInput } from "@/lib/money";
import { decideAutomaticScenario } from "./automatic-rules";
import { explanationText } from "./explanations";
import { getTaxLabel } from "./labels";
import { scenarioOutcome } from "./scenario-rules";
import { parseTaxRateOrThrow, serializeRate } from "./tax-rate";
import type { ConcreteTaxScenario, TaxResult, TaxRuleNumber, TaxScenario, TaxSituation } from "./types";

export interface TaxOptions {
  /** The user's manual rate (0–100, two decimals). It replaces the rate; the wording stays the situation's. */
  overrideRate?: DecimalInput | null;
  /** The user's own wording; required by, and only used for, the "custom" scenario. */
  customExplanation?: string | null;
}

function hasOverride(options: TaxOptions): options is TaxOptions & { overrideRate: DecimalInput } {
  return options.overrideRate !== undefined && options.overrideRate !== null && options.overrideRate !== "";
}

function buildResult(situation: TaxSituation, scenario: ConcreteTaxScenario, options: TaxOptions, rule: TaxRuleNumber | null): TaxResult {
  const outcome = scenarioOutcome(scenario, situation);
  const rate = hasOverride(options) ? serializeRate(parseTaxRateOrThrow(options.overrideRate, "override rate")) : outcome.rate;
  let explanation: string;
  if (outcome.explanationKey === null) {
    explanation = options.customExplanation?.trim() ?? "";
    if (explanation === "") throw new RangeError("The custom scenario needs an explanation");
  } else {
    explanation = explanationText(outcome.explanationKey, situation.language ?? "en");
  }
  return {
    rate,
    scenario,
    label: getTaxLabel(situation.supplier.country),
    reverseCharge: outcome.reverseCharge,
    oss: outcome.oss ?? false,
    explanation,
    rule,
  };
}

/**
 * The tax of an invoice by the automatic rules (scenario "auto").
 *
 * @example
 * // A Swedish consultant invoicing a German company with a valid VAT number:
 * calculateAutomaticTax({
 *   supplier: { country: "SE", isVatRegistered: true },
 *   customer: { country: "DE", type: "business", vatNumber: "DE136695976" },
 *   taxPoint: "2025-03-01",
 * })
 * // { rate: "0.00", scenario: "intra_region_b2b", label: "VAT", reverseCharge: true,
 * //   explanation: "Reverse charge – Article 196 of Council Directive 2006/112/EC", rule: 2 }
 */
export function calculateAutomaticTax(situation: TaxSituation, options: TaxOptions = {}): TaxResult {
  const decision = decideAutomaticScenario(situation);
  return buildResult(situation, decision.scenario, options, hasOverride(options) ? 1 : decision.rule);
}

/**
 * The tax for the scenario the user picked in the form. "auto" runs the automatic rules; any other
 * scenario applies its own rate rule (domestic_b2b → the supplier's rate, export_business → 0 …)
 * without asking whether it fits the countries — the dropdown offers only the scenarios that do
 * (see scenariosForCountries).
 *
 * @example
 * calculateScenarioTax(situation, "domestic_b2b")                 // the supplier's rate
 * calculateScenarioTax(situation, "custom", { customExplanation: "Exempt under § 4 UStG" })
 */
export function calculateScenarioTax(situation: TaxSituation, scenario: TaxScenario, options: TaxOptions = {}): TaxResult {
  if (scenario === "auto") return calculateAutomaticTax(situation, options);
  return buildResult(situation, scenario, options, null);
}
