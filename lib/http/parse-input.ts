import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { plainErrorMap } from "@/lib/validation/plain-messages";

/**
 * Checks a request's JSON body with the domain's schema. A failure is a 400 whose message is the
 * first problem (the spec's text, which lives in the schema), whose `errors` lists them all (a form
 * shows every one) and whose `fields` names where they are. A schema that words no message of its
 * own gets the plain one naming the field (lib/validation/plain-messages.ts), never zod's English.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input, { error: plainErrorMap });
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => issue.message);
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join(".")).filter(Boolean))];
  throw new AppError("validation", errors[0] ?? "Invalid request", { errors, fields });
}

/**
 * Checks a URL's query with the route's schema. A failure is a 400 naming the first problem and
 * its parameter (`{message, code, fields: ["limit"]}`), one at a time, as the list routes always
 * answered. A parameter given twice counts the first time, as URLSearchParams.get reads it.
 */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, url: URL): z.output<Schema> {
  const result = schema.safeParse(Object.fromEntries([...url.searchParams].reverse()), { error: plainErrorMap });
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const field = first?.path.join(".");
  throw new AppError("validation", first?.message ?? "Invalid request", { fields: field ? [field] : [] });
}
