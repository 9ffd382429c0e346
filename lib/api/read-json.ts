import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Parses the JSON body with the domain's schema. A failure is a 400 whose message is the first
 * problem (the spec's text, which lives in the schema) and whose `errors` lists them all.
 */
export async function readJson<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const text = await request.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("validation", "The request body is not valid JSON");
    }
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => issue.message);
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join(".")).filter(Boolean))];
  throw new AppError("validation", errors[0] ?? "Invalid request", { errors, fields });
}
