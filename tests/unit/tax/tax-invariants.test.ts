import fc from "fast-check";
import {
  calculateAutomaticTax,
  calculateScenarioTax,
  EU_COUNTRY_CODES,
  isEuCountry,
  scenariosForCountries,
  STANDARD_RATE_HISTORY,
  SUPPLY_TYPES,
  type TaxSituation,
} from "@/lib/tax";
import { VALID_VAT } from "./situations";

// Properties over random situations: every country of the table plus two outside it, every
// supply type, registration, OSS flag, customer type, VAT number (valid, invalid, none) and a
// tax point from 2022 to 2026.
const COUNTRIES = [...Object.keys(STANDARD_RATE_HISTORY), "BR", "ZA"];
const country = fc.constantFrom(...COUNTRIES);
const taxPoint = fc
  .integer({ min: Date.UTC(2022, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

function vatNumberFor(countryCode: string, kind: "valid" | "invalid" | "none"): string | undefined {
  if (kind === "none") return undefined;
  const valid = (VALID_VAT as Record<string, string>)[countryCode];
  if (kind === "valid") return valid;
  return valid ? `${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1) % 10}` : "123";
}

const situationArbitrary: fc.Arbitrary<TaxSituation> = fc
  .record({
    supplierCountry: country,
    customerCountry: fc.oneof(country, fc.constantFrom(...Object.keys(VALID_VAT).filter((code) => code !== "XI"))),
    isVatRegistered: fc.boolean(),
    isOssRegistered: fc.boolean(),
    ownRate: fc.option(
      fc.integer({ min: 0, max: 10_000 }).map((bp) => (bp / 100).toFixed(2)),
      { nil: undefined },
    ),
    customerType: fc.constantFrom("private" as const, "business" as const),
    vatNumberKind: fc.constantFrom("valid" as const, "invalid" as const, "none" as const),
    supplyType: fc.constantFrom(...SUPPLY_TYPES),
    taxPoint,
  })
  .map((r) => ({
    supplier: {
      country: r.supplierCountry,
      isVatRegistered: r.isVatRegistered,
      isOssRegistered: r.isOssRegistered,
      ownRate: r.ownRate,
    },
    customer: { country: r.customerCountry, type: r.customerType, vatNumber: vatNumberFor(r.customerCountry, r.vatNumberKind) },
    supplyType: r.supplyType,
    taxPoint: r.taxPoint,
  }));

describe("tax engine invariants", () => {
  it("the automatic scenario is always one the dropdown offers for the pair", () => {
    fc.assert(
      fc.property(situationArbitrary, (situation) => {
        const { scenario } = calculateAutomaticTax(situation);
        expect(scenariosForCountries(situation.supplier.country, situation.customer.country)).toContain(scenario);
      }),
      { numRuns: 2000 },
    );
  });

  it("choosing the automatic scenario by hand gives the same tax", () => {
    fc.assert(
      fc.property(situationArbitrary, (situation) => {
        const automatic = calculateAutomaticTax(situation);
        expect(calculateScenarioTax(situation, automatic.scenario)).toEqual({ ...automatic, rule: null });
      }),
      { numRuns: 2000 },
    );
  });

  it("a rate is always a percentage from 0 to 100 with two decimals", () => {
    fc.assert(
      fc.property(situationArbitrary, (situation) => {
        const { rate } = calculateAutomaticTax(situation);
        expect(rate).toMatch(/^\d{1,3}\.\d{2}$/);
        expect(Number(rate)).toBeGreaterThanOrEqual(0);
        expect(Number(rate)).toBeLessThanOrEqual(100);
      }),
      { numRuns: 1000 },
    );
  });

  it("reverse charge always means 0 % and a supplier without VAT registration never charges its own rate", () => {
    fc.assert(
      fc.property(situationArbitrary, (situation) => {
        const result = calculateAutomaticTax(situation);
        if (result.reverseCharge) expect(result.rate).toBe("0.00");
        if (!situation.supplier.isVatRegistered && !situation.supplier.isOssRegistered) expect(result.rate).toBe("0.00");
      }),
      { numRuns: 2000 },
    );
  });

  it("every EU cross-border pair is decided by rule 2 or 3: the spec's rule 5 is never needed", () => {
    const euPair = fc
      .tuple(fc.constantFrom(...EU_COUNTRY_CODES), fc.constantFrom(...EU_COUNTRY_CODES))
      .filter(([supplier, customer]) => supplier !== customer);
    fc.assert(
      fc.property(situationArbitrary, euPair, (situation, [supplier, customer]) => {
        const pair = {
          ...situation,
          supplier: { ...situation.supplier, country: supplier },
          customer: { ...situation.customer, country: customer },
        };
        expect([2, 3]).toContain(calculateAutomaticTax(pair).rule);
      }),
      { numRuns: 1000 },
    );
  });

  it("reverse charge only where the customer is in the EU", () => {
    fc.assert(
      fc.property(situationArbitrary, (situation) => {
        if (calculateAutomaticTax(situation).reverseCharge) expect(isEuCountry(situation.customer.country)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
