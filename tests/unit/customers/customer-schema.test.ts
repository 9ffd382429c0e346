import { CUSTOMER_MESSAGES, customerSchema } from "@/lib/customers/schemas";

/** Issue #15 item 5: the customer's limits are named, and "Name is required" means only that. */
const messagesOf = (body: Record<string, unknown>) => {
  const result = customerSchema.safeParse({ name: "Acme Corp", email: "billing@acme.example", ...body });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("customerSchema messages", () => {
  it("a 2,000-character name says the limit, not that the name is missing", () => {
    expect(messagesOf({ name: "n".repeat(2000) })).toEqual(["Name must be at most 160 characters"]);
  });

  it.each([
    ["name", { name: "   " }, CUSTOMER_MESSAGES.nameRequired],
    ["e-mail", { email: undefined }, CUSTOMER_MESSAGES.emailRequired],
    ["e-mail format", { email: "nope" }, CUSTOMER_MESSAGES.emailInvalid],
    ["e-mail length", { email: `${"a".repeat(250)}@example.com` }, "Email must be at most 254 characters"],
    ["phone", { phone: "1".repeat(41) }, "Phone must be at most 40 characters"],
    ["address", { address: "a".repeat(201) }, "Address must be at most 200 characters"],
    ["city", { city: "c".repeat(101) }, "City must be at most 100 characters"],
    ["postal code", { postalCode: "1".repeat(21) }, "Postal code must be at most 20 characters"],
    ["VAT number", { customerType: "business", country: "US", vatNumber: "V".repeat(31) }, "VAT number must be at most 30 characters"],
    [
      "organization number",
      { customerType: "business", organizationNumber: "1".repeat(51) },
      "Organization number must be at most 50 characters",
    ],
    [
      "invoice reference",
      { customerType: "business", invoiceReference: "r".repeat(101) },
      "Invoice reference must be at most 100 characters",
    ],
    ["customer type", { customerType: "robot" }, "Customer type must be one of: private, business"],
    ["country", { country: 7 }, CUSTOMER_MESSAGES.country],
  ])("%s", (_field, body, message) => {
    expect(messagesOf(body)).toEqual([message]);
  });

  it("keeps empty optional fields as null", () => {
    expect(customerSchema.parse({ name: "A", email: "A@B.co", phone: "  ", city: null })).toMatchObject({
      email: "a@b.co",
      phone: null,
      city: null,
      address: null,
    });
  });
});
