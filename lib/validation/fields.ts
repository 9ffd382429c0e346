import { z } from "zod";
import { plainErrors, plainMessage, plainText } from "./plain-messages";

/**
 * Building blocks of field schemas. Each takes the field's label, so every message it can produce
 * names the field (and the limit): a schema-level `error` in zod 4 also words the checks chained
 * after it, which is how "Name is required" once answered a 2,000-character name.
 */

/** Text as typed, trimmed, at most `max` characters. */
export const text = (label: string, max: number) =>
  z
    .string({ error: plainErrors(label) })
    .trim()
    .max(max, plainText.tooLong(label, max));

/** Text that must not be blank; `requiredMessage` replaces "<label> is required" where the spec words it. */
export const requiredText = (label: string, max: number, requiredMessage = plainText.required(label)) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : plainMessage(label, issue)) })
    .trim()
    .min(1, requiredMessage)
    .max(max, plainText.tooLong(label, max));

/** Optional text as a form holds it: "" (after trimming) is "none", kept as null. */
export const optionalText = (label: string, max: number) => text(label, max).transform((value) => value || null);

/** One of a fixed list of values. */
export const choice = <const Values extends readonly [string, ...string[]]>(label: string, values: Values) =>
  z.enum(values, { error: plainErrors(label) });

/**
 * The JSON side of a field a form always fills in: a client may also send null or leave the key
 * out, and both mean "none", as "" does in a form.
 */
export const orNone = <Schema extends z.ZodType>(schema: Schema) => schema.nullish().transform((value) => value ?? null);

/**
 * The JSON side of a numeric field the form holds as a string: a client may send 2 or "2". Absent
 * and null read as "", the form's empty input.
 */
export const numberOrText = <Schema extends z.ZodType<unknown, string>>(schema: Schema) =>
  z.preprocess((value) => (typeof value === "number" ? String(value) : (value ?? "")), schema);
