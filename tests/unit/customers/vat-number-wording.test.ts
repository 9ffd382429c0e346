import { CUSTOMER_MESSAGES } from "@/lib/customers/schemas";
import { vatNumberProblem } from "@/lib/profile/vat-number-problem";
import { countryName } from "@/lib/countries";
import { EU_COUNTRY_CODES } from "@/lib/tax/eu-countries";

// Issue #24, item 12: "a valid Germany VAT number" is not English; the adjective is.
describe("VAT number messages name the country as an adjective", () => {
  it.each([
    ["DE", "Please enter a valid German VAT number"],
    ["NL", "Please enter a valid Dutch VAT number"],
    ["GR", "Please enter a valid Greek VAT number"],
    ["SE", "Please enter a valid Swedish VAT number"],
  ])("a customer's %s number: %s", (country, message) => {
    expect(CUSTOMER_MESSAGES.vatNumber(country)).toBe(message);
  });

  it("the profile's messages too", () => {
    expect(vatNumberProblem("DE", "DE136695977")).toBe(
      "The VAT number's check digits are wrong: please check your German VAT number for typos",
    );
    expect(vatNumberProblem("DE", "SE556036079301")).toBe("This VAT number belongs to another country: enter your German VAT number");
    expect(vatNumberProblem("FR", "FR1")).toBe("The VAT number is not in the format of a French VAT number");
  });

  it("every EU country has an adjective, never its noun", () => {
    for (const country of EU_COUNTRY_CODES) {
      expect(CUSTOMER_MESSAGES.vatNumber(country)).toMatch(/^Please enter a valid [A-Z][a-z]+ VAT number$/);
      expect(CUSTOMER_MESSAGES.vatNumber(country)).not.toContain(`${countryName(country)} VAT`);
    }
  });
});
