import { SUPPORT_MESSAGES, supportRequestSchema } from "@/lib/support/support-schema";

/** The support form and POST /api/support check with this one schema (issue #15 item 5). */
const valid = { name: "Dana", email: "dana@example.com", category: "general", subject: "A question", message: "How do I export?" };
const messagesOf = (body: Record<string, unknown>) => {
  const result = supportRequestSchema.safeParse({ ...valid, ...body });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("supportRequestSchema messages", () => {
  it.each([
    ["'nope' as e-mail", { email: "nope" }, SUPPORT_MESSAGES.email],
    ["a blank name", { name: "  " }, SUPPORT_MESSAGES.required],
    ["no category", { category: "" }, SUPPORT_MESSAGES.required],
    ["an unknown category", { category: "gossip" }, SUPPORT_MESSAGES.category],
    ["a long name", { name: "n".repeat(121) }, "Name must be at most 120 characters"],
    ["a long e-mail", { email: `${"a".repeat(250)}@example.com` }, "E-mail must be at most 254 characters"],
    ["a long subject", { subject: "s".repeat(201) }, "Subject must be at most 200 characters"],
    ["a long message", { message: "m".repeat(10_001) }, "Message must be at most 10,000 characters"],
    ["long steps", { steps: "s".repeat(10_001) }, "Steps to reproduce must be at most 10,000 characters"],
    ["a long page address", { url: "u".repeat(2001) }, "Page address must be at most 2,000 characters"],
  ])("%s", (_case, body, message) => {
    expect(messagesOf(body)).toEqual([message]);
  });

  it("accepts a complete request, the e-mail in lower case", () => {
    expect(supportRequestSchema.parse({ ...valid, email: "Dana@Example.com" })).toMatchObject({
      email: "dana@example.com",
      priority: "normal",
    });
  });
});
