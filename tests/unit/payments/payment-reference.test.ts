import {
  compactReference,
  formatPaymentReference,
  hasValidLuhn,
  invoicePaymentReference,
  isValidOcrReference,
  isValidRfReference,
  luhnCheckDigit,
  ocrReference,
  referenceKindFor,
  rfReference,
} from "@/lib/payments/payment-reference";
import { epcPayload } from "@/lib/payments/epc-qr";
import { GIRO_MESSAGES, validateBankgiro, validatePlusgiro } from "@/lib/profile/giro-numbers";

describe("Luhn (Bankgirot's 10-modul)", () => {
  it.each([
    // ISO/IEC 7812's example: 7992739871 → sum of 7 9*2→9 9 2*2 7 3*2 9 8*2→7 7 1*2 = 67, so 3.
    ["7992739871", 3],
    // 1234 → 4*2=8, 3, 2*2=4, 1 → 16, so 4.
    ["1234", 4],
    ["0", 0],
  ])("check digit of %s is %i", (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it("accepts Bankgirot's own Bankgiro number 5050-1055 and refuses it with one digit changed", () => {
    expect(hasValidLuhn("50501055")).toBe(true);
    expect(hasValidLuhn("50501056")).toBe(false);
  });
});

describe("OCR references with length digit and check digit (Bankgirot)", () => {
  it.each([
    // 12345: 7 digits in all → 123457; Luhn over 123457: 7*2=14→5, 5, 4*2=8, 3, 2*2=4, 1 → 26 → 4.
    ["12345", "1234574"],
    // 1007: 6 digits → 10076; 6*2=12→3, 7, 0, 0, 1*2=2 → 12 → 8.
    ["1007", "100768"],
    // 8 digits of base, 10 in all: the length digit is 0 (only the units count); Luhn over 123456780 = 34 → 6.
    ["12345678", "1234567806"],
  ])("%s becomes %s", (base, reference) => {
    expect(ocrReference(base)).toBe(reference);
    expect(isValidOcrReference(reference)).toBe(true);
  });

  it("finds a wrong length digit and a wrong check digit", () => {
    expect(isValidOcrReference("1234584")).toBe(false); // length digit 8 for 7 digits
    expect(isValidOcrReference("1234575")).toBe(false); // check digit off by one
    expect(isValidOcrReference("12 345 74")).toBe(true); // as someone typed it with spaces
  });

  it("refuses a base that is no run of 1 to 23 digits", () => {
    expect(() => ocrReference("")).toThrow();
    expect(() => ocrReference("12a")).toThrow();
    expect(() => ocrReference("1".repeat(24))).toThrow();
    expect(ocrReference("1".repeat(23))).toHaveLength(25);
  });
});

describe("RF creditor references (ISO 11649)", () => {
  it("gives ISO 11649's example RF18 5390 0754 7034", () => {
    expect(rfReference("539007547034")).toBe("RF18539007547034");
    expect(formatPaymentReference("RF18539007547034")).toBe("RF18 5390 0754 7034");
    expect(isValidRfReference("RF18 5390 0754 7034")).toBe(true);
    expect(isValidRfReference("rf18 5390 0754 7034")).toBe(true);
  });

  it("pads check digits below 10 and takes letters (A=10 … Z=35)", () => {
    expect(rfReference("INV1001")).toBe("RF06INV1001");
    expect(isValidRfReference("RF06INV1001")).toBe(true);
    expect(isValidRfReference("RF07INV1001")).toBe(false);
    expect(isValidRfReference("RF18 5390 0754 7035")).toBe(false);
  });
});

describe("an invoice's reference", () => {
  it("is OCR from the number's digits for a Bankgiro or Plusgiro supplier, RF from its letters and digits otherwise", () => {
    expect(referenceKindFor({ bankgiro: "5050-1055", plusgiro: null })).toBe("ocr");
    expect(referenceKindFor({ bankgiro: null, plusgiro: "28 65 43-4" })).toBe("ocr");
    expect(referenceKindFor({ bankgiro: " ", plusgiro: null })).toBe("rf");
    expect(invoicePaymentReference("INV-1007", "ocr")).toBe("100768");
    expect(invoicePaymentReference("INV-1007", "rf")).toBe(rfReference("INV1007"));
  });

  it("keeps the number's end when it is too long, and falls back to RF for a number without digits", () => {
    const long = `X-${"9".repeat(30)}`;
    expect(invoicePaymentReference(long, "ocr")).toBe(ocrReference("9".repeat(23)));
    expect(invoicePaymentReference(long, "rf")).toBe(rfReference("9".repeat(21)));
    expect(invoicePaymentReference("ABC", "ocr")).toBe(rfReference("ABC"));
  });

  it("compares as banks write it: spaces, hyphens and case aside", () => {
    expect(compactReference(" rf18 5390-0754 7034 ")).toBe("RF18539007547034");
  });
});

describe("Bankgiro and Plusgiro numbers", () => {
  it("stores them as printed, and names the mistake", () => {
    expect(validateBankgiro("50501055")).toEqual({ value: "5050-1055" });
    expect(validateBankgiro("5050 1055")).toEqual({ value: "5050-1055" });
    expect(validateBankgiro("991-2346")).toEqual({ value: "991-2346" });
    expect(validateBankgiro("5050-1056")).toEqual({ message: GIRO_MESSAGES.bankgiroChecksum });
    expect(validateBankgiro("123456")).toEqual({ message: GIRO_MESSAGES.bankgiroFormat });
    expect(validateBankgiro("5050-105A")).toEqual({ message: GIRO_MESSAGES.bankgiroFormat });
    expect(validatePlusgiro("2865434")).toEqual({ value: "28 65 43-4" });
    expect(validatePlusgiro("28 65 43-5")).toEqual({ message: GIRO_MESSAGES.plusgiroChecksum });
    expect(validatePlusgiro("123456789")).toEqual({ message: GIRO_MESSAGES.plusgiroFormat });
  });
});

describe("the SEPA QR code's remittance", () => {
  const source = {
    currency: "EUR" as const,
    balanceDue: "100.00",
    status: "sent" as const,
    number: "INV-1001",
    supplier: { name: "Müller GmbH", iban: "DE89370400440532013000", swiftCode: null },
  };

  it("carries the reference in the structured field, as the last line (no separator after the last filled field)", () => {
    const payload = epcPayload({ ...source, paymentReference: "RF06 INV1 001" });
    expect(payload).toBe("BCD\n002\n1\nSCT\n\nMüller GmbH\nDE89370400440532013000\nEUR100.00\n\nRF06INV1001");
  });

  it("keeps the invoice number as text for an invoice without a reference", () => {
    const lines = epcPayload({ ...source, paymentReference: null })?.split("\n");
    expect(lines?.slice(9)).toEqual(["", "INV-1001"]);
  });
});
