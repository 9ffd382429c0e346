import { formatIban, IBAN_MESSAGES, isValidIban, normalizeIban, validateIban } from "@/lib/profile/iban";
import { isValidSwiftCode, normalizeSwiftCode } from "@/lib/profile/swift-code";

describe("validateIban", () => {
  it.each([
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["gb82 west 1234 5698 7654 32", "GB82WEST12345698765432"],
    ["SE45 5000 0000 0583 9825 7466", "SE4550000000058398257466"],
    ["NO93-8601-1117-947", "NO9386011117947"],
    ["FR14 2004 1010 0505 0001 3M02 606", "FR1420041010050500013M02606"],
    // Outside the SWIFT registry (Honduras), yet ibantools knows its length and format.
    ["HN88CABF00000000000250005469", "HN88CABF00000000000250005469"],
  ])("accepts %s as %s", (input, iban) => {
    expect(validateIban(input)).toEqual({ valid: true, iban });
  });

  it.each([
    // One digit changed: mod-97 catches every single-digit error.
    ["DE89 3704 0044 0532 0130 01", IBAN_MESSAGES.checksum],
    // mod-97 holds, but the Belgian account's own check digits (last two) don't.
    ["BE41 5390 0754 7035", IBAN_MESSAGES.checksum],
    // Two digits swapped.
    ["DE98 3704 0044 0532 0130 00", IBAN_MESSAGES.checksum],
    ["DE89 3704 0044 0532 0130", IBAN_MESSAGES.length("DE", 22)],
    ["NO93 8601 1117 9471", IBAN_MESSAGES.length("NO", 15)],
    ["89 3704 0044 0532 0130 00", IBAN_MESSAGES.format],
    ["DE89 3704 0044 0532 0130 0!", IBAN_MESSAGES.format],
    // A German account number is all digits.
    ["DE89 3704 0044 0532 0130 0A", IBAN_MESSAGES.format],
    // The United States issue no IBANs.
    ["US12 3456 7890 1234 567", IBAN_MESSAGES.format],
    ["", IBAN_MESSAGES.format],
  ])("refuses %s", (input, message) => {
    expect(validateIban(input)).toEqual({ valid: false, message });
  });
});

describe("normalizeIban and isValidIban", () => {
  it("writes the electronic format", () => {
    expect(normalizeIban(" de89 3704-0044.0532 0130 00 ")).toBe("DE89370400440532013000");
  });

  it("answers whether a value is an IBAN, in any grouping", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("de89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });
});

describe("formatIban", () => {
  it("writes groups of four", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("NO9386011117947")).toBe("NO93 8601 1117 947");
  });
});

describe("SWIFT/BIC", () => {
  it.each(["DEUTDEFF", "DEUTDEFF500", "NDEASESS", "BOFAUS3N", "CHASGB2L"])("accepts %s", (code) => {
    expect(isValidSwiftCode(code)).toBe(true);
  });

  it.each(["DEUT", "DEUTDEF", "DEUTDEFF5", "DEUTDEFF5000", "DEUTZZFF", "1EUTDEFF", "deutdeff"])("refuses %s", (code) => {
    expect(isValidSwiftCode(code)).toBe(false);
  });

  it("normalises case and spaces before checking", () => {
    expect(normalizeSwiftCode(" deut de ff 500 ")).toBe("DEUTDEFF500");
  });
});
