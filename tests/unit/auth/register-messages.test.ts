import { registerSchema } from "@/lib/auth/schemas";

/** The signup form's schema loads the plain error map itself: no zod English in the browser either (issue #15 item 5). */
describe("registerSchema messages", () => {
  const valid = { email: "a@example.com", password: "quokka-ledger-47", username: "Ada", agreeToTerms: true, humanVerified: true };
  const messagesOf = (body: Record<string, unknown>) => {
    const result = registerSchema.safeParse({ ...valid, ...body });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    [{ username: "u".repeat(121) }, "Username must be at most 120 characters"],
    [{ city: "c".repeat(101) }, "City must be at most 100 characters"],
    [{ vatNumber: "V".repeat(31) }, "VAT number must be at most 30 characters"],
  ])("%j", (body, message) => {
    expect(messagesOf(body)).toEqual([message]);
  });
});
