import { belgium, checkVAT, greece, unitedKingdom } from "jsvat";
import { canValidateVatNumber, EU_COUNTRY_CODES, offlineVatNumberVerifier, validateVatNumber, vatNumberPrefix } from "@/lib/tax";

/** One valid number per EU member state (public company numbers), written with their prefix. */
const VALID_BY_COUNTRY: Record<string, string> = {
  AT: "ATU13585627",
  BE: "BE0411905847",
  BG: "BG175074752",
  HR: "HR33392005961",
  CY: "CY10259033P",
  CZ: "CZ25123891",
  DK: "DK13585628",
  EE: "EE100931558",
  FI: "FI20774740",
  FR: "FR40303265045",
  DE: "DE136695976",
  GR: "EL094259216",
  HU: "HU12892312",
  IE: "IE6388047V",
  IT: "IT00743110157",
  LV: "LV40003521600",
  LT: "LT119511515",
  LU: "LU15027442",
  MT: "MT11679112",
  NL: "NL004495445B01",
  PL: "PL5260001246",
  PT: "PT501964843",
  RO: "RO18547290",
  SK: "SK2020273893",
  SI: "SI50223054",
  ES: "ESA28015865",
  SE: "SE556703748501",
};

describe("validateVatNumber: every EU member state", () => {
  it("has a valid sample for each of the 27", () => {
    expect(Object.keys(VALID_BY_COUNTRY).sort()).toEqual([...EU_COUNTRY_CODES].sort());
  });

  it.each(Object.entries(VALID_BY_COUNTRY))("%s accepts %s with and without its prefix", (country, number) => {
    const prefix = vatNumberPrefix(country) as string;
    const body = number.slice(prefix.length);
    expect(validateVatNumber(country, number)).toEqual({ valid: true, normalized: number, reason: null });
    expect(validateVatNumber(country, body)).toEqual({ valid: true, normalized: number, reason: null });
    expect(validateVatNumber(country.toLowerCase(), ` ${number.toLowerCase()} `).valid).toBe(true);
  });

  /** The number with its check digit moved by one: the last digit, or for NL the last before "B01". */
  function withCheckDigitChanged(number: string): string {
    const index = number.startsWith("NL") ? number.indexOf("B") - 1 : number.length - 1;
    const digit = (Number(number[index]) + 1) % 10;
    return number.slice(0, index) + digit + number.slice(index + 1);
  }

  // CY and IE end in a check letter; their format tests are elsewhere in jsvat's own suite.
  it.each(Object.entries(VALID_BY_COUNTRY).filter(([country]) => country !== "CY" && country !== "IE"))(
    "%s refuses %s with its check digit changed",
    (country, number) => {
      const result = validateVatNumber(country, withCheckDigitChanged(number));
      expect(result.valid).toBe(false);
      expect(["checksum", "format"]).toContain(result.reason);
    },
  );

  it.each([
    ["CY", "CY10259033Q"],
    ["IE", "IE6388047W"],
  ])("%s refuses %s with its check letter changed", (country, number) => {
    expect(validateVatNumber(country, number).valid).toBe(false);
  });
});

describe("validateVatNumber: how people write numbers", () => {
  it.each([
    ["DE", "DE 136 695 976", "DE136695976"],
    ["DE", "136.695.976", "DE136695976"],
    ["BE", "BE 0411.905.847", "BE0411905847"],
    ["BE", "411905847", "BE0411905847"], // a 9-digit number from before 2007 gains its leading 0
    ["NL", "NL 0044.95.445.B01", "NL004495445B01"],
    ["SE", "SE 5567037485-01", "SE556703748501"],
    ["DE", "DE\u00a0136\u00a0695\u00a0976", "DE136695976"], // no-break spaces from a pasted PDF
    ["CH", "CHE-116.281.710 MWST", "CHE116281710MWST"],
    ["NO", "NO 974 760 673 MVA", "NO974760673MVA"],
  ])("%s %p → %s", (country, input, normalized) => {
    expect(validateVatNumber(country, input)).toEqual({ valid: true, normalized, reason: null });
  });

  it.each([
    ["DE", "", "empty"],
    ["DE", " . - ", "empty"],
    ["DE", "136695977", "checksum"], //           well-formed, wrong check digit
    ["DE", "13669597", "format"], //              eight digits
    ["DE", "DE13669597X", "format"],
    ["FR", "DE136695976", "country_mismatch"], // a German number for a French customer
    ["DE", "EL094259216", "country_mismatch"],
    ["DE", "FR40303265045", "country_mismatch"],
    ["US", "123456789", "unsupported_country"], // no offline check outside the EU, GB, NO, CH
    ["BR", "12345678000190", "unsupported_country"],
  ])("%s %p → %s", (country, input, reason) => {
    const result = validateVatNumber(country, input);
    expect(result.valid).toBe(false);
    expect(result.reason).toBe(reason);
  });

  it("keeps a French number whose key is two letters (which look like a prefix) local", () => {
    // French keys may be letters; "HJ" is no country's prefix, so FRHJ… is read as French.
    expect(validateVatNumber("FR", "HJ303265045").normalized).toBe("FRHJ303265045");
  });
});

describe("jsvat's edge cases, and how they are handled", () => {
  it("Greece: jsvat knows only the prefix EL; GR is rewritten to EL", () => {
    expect(checkVAT("EL094259216", [greece]).isValid).toBe(true);
    expect(checkVAT("GR094259216", [greece]).isValid).toBe(false); // jsvat alone
    expect(validateVatNumber("GR", "GR094259216")).toEqual({ valid: true, normalized: "EL094259216", reason: null });
    expect(validateVatNumber("GR", "094259216").normalized).toBe("EL094259216");
    expect(validateVatNumber("EL", "EL094259216").valid).toBe(true); // the country given by its VAT prefix
    expect(vatNumberPrefix("GR")).toBe("EL");
  });

  it("Northern Ireland: XI carries the same number and checksum as GB, and keeps its prefix", () => {
    expect(validateVatNumber("GB", "XI980780684")).toEqual({ valid: true, normalized: "XI980780684", reason: null });
    expect(validateVatNumber("GB", "GB980780684")).toEqual({ valid: true, normalized: "GB980780684", reason: null });
    expect(validateVatNumber("GB", "XI980780685")).toMatchObject({ valid: false, reason: "checksum" });
  });

  it.each([["BE1001686633"], ["BE1006023325"], ["BE1000003682"]])(
    "Belgium: the 1-series number %s, rejected by jsvat, is accepted",
    (number) => {
      expect(checkVAT(number, [belgium]).isValid).toBe(false); // jsvat alone
      expect(validateVatNumber("BE", number)).toEqual({ valid: true, normalized: number, reason: null });
    },
  );

  it.each([
    ["BE1001686634", "checksum"], // 97 − (10016866 mod 97) = 33, not 34
    ["BE2001686633", "format"], //   enterprise numbers start with 0 or 1
    ["BE0011905847", "format"], //   the 0-series never has 0 as its second digit
    ["BE10016866", "format"],
  ])("Belgium: %s → %s", (number, reason) => {
    expect(validateVatNumber("BE", number).reason).toBe(reason);
  });

  it("Northern Ireland: jsvat does not know XI; the number is checked as GB and keeps its XI", () => {
    expect(checkVAT("XI980780684", [unitedKingdom]).isValid).toBe(false); // jsvat alone
    expect(validateVatNumber("GB", "XI 980 7806 84")).toEqual({ valid: true, normalized: "XI980780684", reason: null });
    expect(validateVatNumber("XI", "XI980780684").valid).toBe(true);
    expect(validateVatNumber("GB", "XI980780685").reason).toBe("checksum");
    expect(validateVatNumber("GB", "980780684").normalized).toBe("GB980780684");
  });

  it("knows which countries it can check", () => {
    expect(EU_COUNTRY_CODES.every(canValidateVatNumber)).toBe(true);
    expect(["GB", "XI", "NO", "CH"].every(canValidateVatNumber)).toBe(true);
    expect(canValidateVatNumber("US")).toBe(false);
  });
});

describe("offlineVatNumberVerifier: the seam for VIES", () => {
  it("answers from the offline check, marked as such", async () => {
    await expect(offlineVatNumberVerifier.verify("GR", "GR 094 259 216")).resolves.toEqual({
      status: "valid",
      normalized: "EL094259216",
      reason: null,
      source: "offline",
    });
    await expect(offlineVatNumberVerifier.verify("DE", "136695977")).resolves.toMatchObject({
      status: "invalid",
      reason: "checksum",
    });
  });
});
