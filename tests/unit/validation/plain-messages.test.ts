import { z } from "zod";
import { choice, optionalText, requiredText, text } from "@/lib/validation/fields";
import { fieldLabel, plainErrorMap } from "@/lib/validation/plain-messages";

/** Issue #15 item 5: every message names the field and the limit; zod's own English never shows. */
const ZOD_WORDING = /Too big|Too small|expected|Invalid input|Invalid option|Invalid string/;

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  return result.error.issues.map((issue) => issue.message);
};

describe("field builders", () => {
  it.each([
    ["too long", text("Description", 500), "x".repeat(501), "Description must be at most 500 characters"],
    ["too long, grouped limit", text("Notes", 2000), "x".repeat(2001), "Notes must be at most 2,000 characters"],
    ["not text", text("Notes", 2000), 42, "Notes must be text"],
    ["optional, too long", optionalText("Phone", 40), "1".repeat(41), "Phone must be at most 40 characters"],
    ["blank", requiredText("Name", 160), "   ", "Name is required"],
    ["missing", requiredText("Name", 160), undefined, "Name is required"],
    ["required, too long", requiredText("Name", 160), "n".repeat(2000), "Name must be at most 160 characters"],
    ["the spec's own required text", requiredText("Name", 160, "Please tell us your name"), "", "Please tell us your name"],
    // A schema-level message must not word the length check: this is how a 2,000-character name once read "Name is required".
    [
      "the spec's text does not word the limit",
      requiredText("Name", 160, "Please tell us your name"),
      "n".repeat(161),
      "Name must be at most 160 characters",
    ],
    ["not one of the choices", choice("Currency", ["USD", "EUR"]), "DOGE", "Currency must be one of: USD, EUR"],
  ])("%s", (_case, schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it("optional text keeps none as null: '' and blanks", () => {
    expect(optionalText("Notes", 10).parse("   ")).toBeNull();
    expect(optionalText("Notes", 10).parse(" hi ")).toBe("hi");
  });
});

describe("the global error map, for schemas that word nothing themselves", () => {
  const bare = z.object({
    postalCode: z.string().max(20),
    vatNumber: z.string().min(5),
    quantity: z.number().int().min(1).max(1_000_000),
    tags: z.array(z.string()).max(3),
    email: z.email(),
    kind: z.enum(["private", "business"]),
    website: z.url(),
  });
  const bad = {
    postalCode: "1".repeat(21),
    vatNumber: "SE1",
    quantity: 1_000_001,
    tags: ["a", "b", "c", "d"],
    email: "nope",
    kind: "robot",
    website: "not a url",
  };

  it("names each field from its path, with the limit in plain words", () => {
    expect(messagesOf(bare, bad)).toEqual([
      "Postal code must be at most 20 characters",
      "VAT number must be at least 5 characters",
      "Quantity must be at most 1,000,000",
      "Tags can have at most 3 entries",
      "Email must be a valid e-mail address",
      "Kind must be one of: private, business",
      "Website must be a valid web address (URL)",
    ]);
  });

  it("says what is missing or of the wrong type", () => {
    expect(messagesOf(bare, { ...bad, postalCode: undefined, quantity: "many" }).slice(0, 3)).toEqual([
      "Postal code is required",
      "VAT number must be at least 5 characters",
      "Quantity must be a number",
    ]);
    expect(messagesOf(bare, null)).toEqual(["The request body is required"]);
    expect(messagesOf(bare, [])).toEqual(["The request body must be a JSON object"]);
  });

  it("never lets zod's own wording through, also when passed per parse", () => {
    for (const message of messagesOf(bare, bad)) expect(message).not.toMatch(ZOD_WORDING);
    const result = z.string().max(3).safeParse("long", { error: plainErrorMap });
    expect(result.error?.issues[0]?.message).toBe("The request body must be at most 3 characters");
  });

  it.each([
    [["items", 0, "description"], "Description"],
    [["vatNumber"], "VAT number"],
    [["customerId"], "Customer ID"],
    [["paymentInstructions"], "Payment instructions"],
    [[], "The request body"],
  ])("fieldLabel(%j) is %p", (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});
