import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { controlCharacterMessage, findControlCharacter } from "./control-characters";
import { isNestedDeeperThan, JSON_TOO_DEEP_MESSAGE } from "./json-depth";
import { parseBody } from "./parse-input";
import { MAX_JSON_BODY_BYTES, readBodyAtMost } from "./read-body";

/**
 * Parses the JSON body with the domain's schema (the route wrapper's `schemas.body` calls it). The
 * body is read with a 1 MB cap (413 past it) and refused past 64 levels of nesting (400, before
 * parsing: every walk over a 5,000-level body overflowed the stack). Text with control characters other than tab and line
 * breaks is refused for the field it is in (PostgreSQL can't store NUL, and no form of ours types
 * the others). Then the schema decides, as parseBody words it.
 */
export async function readJson<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const text = new TextDecoder().decode(await readBodyAtMost(request, MAX_JSON_BODY_BYTES));
  let body: unknown = {};
  if (text.trim()) {
    if (isNestedDeeperThan(text)) throw new AppError("validation", JSON_TOO_DEEP_MESSAGE);
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
  return parseBody(schema, body);
}
