import type { z } from "zod";
import { MAX_JSON_BODY_BYTES, readBodyAtMost } from "@/lib/http/read-body";
import { AppError } from "@/lib/errors";
import { plainErrorMap } from "@/lib/validation/plain-messages";
import { controlCharacterMessage, findControlCharacter } from "./control-characters";

/**
 * Parses the JSON body with the domain's schema. The body is read with a 1 MB cap (413 past it).
 * Text with control characters other than tab and line breaks is refused for the field it is in
 * (PostgreSQL can't store NUL, and no form of ours types the others). A schema failure is a 400
 * whose message is the first problem (the spec's text, which lives in the schema) and whose
 * `errors` lists them all. A schema that words no message of its own gets the plain one naming the
 * field (lib/validation/plain-messages.ts), never zod's English.
 */
export async function readJson<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const text = new TextDecoder().decode(await readBodyAtMost(request, MAX_JSON_BODY_BYTES));
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("validation", "The request body is not valid JSON");
    }
  }
  const badField = findControlCharacter(body);
  if (badField !== undefined) {
    const name = badField || "The request body";
    throw new AppError("validation", controlCharacterMessage(name), {
      errors: [controlCharacterMessage(name)],
      fields: badField ? [badField] : [],
    });
  }
  const result = schema.safeParse(body, { error: plainErrorMap });
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => issue.message);
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join(".")).filter(Boolean))];
  throw new AppError("validation", errors[0] ?? "Invalid request", { errors, fields });
}
