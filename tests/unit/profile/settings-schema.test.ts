import { findMissingFields, missingFieldsMessage } from "@/lib/profile/required-fields";
import { settingsFormSchema, settingsSchema } from "@/lib/profile/schemas";

const complete = {
  username: "Ada",
  email: "ada@example.com",
  address: "1 Main St",
  city: "Springfield",
  postalCode: "12345",
  country: "US",
};

describe("required profile fields", () => {
  it("finds the fields that are empty after trimming, in the form's order", () => {
    expect(findMissingFields({ ...complete, city: "  ", address: "" })).toEqual(["address", "city"]);
    expect(findMissingFields({})).toEqual(["username", "email", "address", "city", "postalCode", "country"]);
    expect(missingFieldsMessage(["address", "city", "postalCode"])).toBe("Please fill in: Address, City, Postal code");
  });
});

describe("settingsSchema", () => {
  it("leaves absent keys out, so a partial request changes only what it names", () => {
    expect(settingsSchema.parse({ company: " Acme " })).toEqual({ company: "Acme" });
    expect(settingsSchema.parse({})).toEqual({});
  });

  it("turns empty optional fields into null and normalises the rest", () => {
    expect(settingsSchema.parse({ phone: " ", iban: "", swiftCode: "ndeasess", vatRate: 7.5, website: "example.com" })).toEqual({
      phone: null,
      iban: null,
      swiftCode: "NDEASESS",
      vatRate: "7.50",
      website: "https://example.com",
    });
  });
});

describe("settingsFormSchema", () => {
  it("marks each missing required field inline", () => {
    const result = settingsFormSchema.safeParse({ ...complete, address: "", postalCode: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["address", "Address is required"],
      ["postalCode", "Postal code is required"],
    ]);
  });

  it("checks a business's EU VAT number against the chosen country, not a private person's", () => {
    const business = settingsFormSchema.safeParse({ ...complete, country: "DE", businessType: "business", vatNumber: "DE136695977" });
    expect(business.error?.issues[0]).toMatchObject({ path: ["vatNumber"] });
    expect(settingsFormSchema.safeParse({ ...complete, country: "DE", businessType: "business", vatNumber: "DE136695976" }).success).toBe(
      true,
    );
    expect(settingsFormSchema.safeParse({ ...complete, country: "DE", businessType: "private", vatNumber: "DE136695977" }).success).toBe(
      true,
    );
  });
});
