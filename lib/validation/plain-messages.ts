import { z } from "zod";

/**
 * Error texts a person can act on (issue #15): each names the field and, for a length, range or
 * format, the limit — "Description must be at most 500 characters", never zod's own "Too big:
 * expected string to have <=500 characters" or "Invalid input". Field schemas pass their label to
 * `plainErrors(label)`; for any schema that names none, `plainErrorMap` (installed below as zod's
 * global error map) takes the label from the issue's path.
 */

type Issue = z.core.$ZodRawIssue;

/** 2000 → "2,000": limits read as people write them. */
export const grouped = (value: number | bigint | string) => Number(value).toLocaleString("en-US", { maximumFractionDigits: 2 });

export const plainText = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${grouped(max)} characters`,
  tooShort: (label: string, min: number) => `${label} must be at least ${grouped(min)} characters`,
  atMost: (label: string, max: number | string) => `${label} must be at most ${grouped(max)}`,
  atLeast: (label: string, min: number | string) => `${label} must be at least ${grouped(min)}`,
  tooMany: (label: string, max: number) => `${label} can have at most ${grouped(max)} entries`,
  oneOf: (label: string, values: readonly unknown[]) => `${label} must be one of: ${values.map(String).join(", ")}`,
  notText: (label: string) => `${label} must be text`,
  notValid: (label: string) => `${label} is not valid`,
} as const;

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a JSON object",
  date: "a date",
};

const FORMAT_NAMES: Record<string, string> = {
  email: "a valid e-mail address",
  url: "a valid web address (URL)",
  date: "a date written as YYYY-MM-DD",
  datetime: "a date and time",
  uuid: "a valid ID",
  cuid: "a valid ID",
};

/**
 * The plain message for one issue of the field `label`.
 *
 * @example
 * plainMessage("Description", { code: "too_big", origin: "string", maximum: 500, … }) // "Description must be at most 500 characters"
 */
export function plainMessage(label: string, issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return plainText.required(label);
      return `${label} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case "too_big": {
      const limit = Number(issue.maximum);
      if (issue.origin === "string") return plainText.tooLong(label, issue.inclusive === false ? limit - 1 : limit);
      if (issue.origin === "array" || issue.origin === "set") return plainText.tooMany(label, limit);
      return issue.inclusive === false ? `${label} must be less than ${grouped(limit)}` : plainText.atMost(label, limit);
    }
    case "too_small": {
      const limit = Number(issue.minimum);
      if (issue.origin === "string") return limit <= 1 ? plainText.required(label) : plainText.tooShort(label, limit);
      if (issue.origin === "array" || issue.origin === "set")
        return `${label} must have at least ${grouped(limit)} ${limit === 1 ? "entry" : "entries"}`;
      return issue.inclusive === false ? `${label} must be more than ${grouped(limit)}` : plainText.atLeast(label, limit);
    }
    case "invalid_format":
      return `${label} must be ${FORMAT_NAMES[issue.format] ?? "in the expected format"}`;
    case "invalid_value":
      return plainText.oneOf(label, issue.values);
    case "not_multiple_of":
      return `${label} must be a multiple of ${grouped(issue.divisor)}`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}`;
    default:
      return plainText.notValid(label);
  }
}

/** The `error` option of a field schema: every issue it raises reads plainly and names `label`. */
export const plainErrors = (label: string) => (issue: Issue) => plainMessage(label, issue);

const WORDS: Record<string, string> = {
  vat: "VAT",
  id: "ID",
  url: "URL",
  iban: "IBAN",
  bic: "BIC",
  swift: "SWIFT",
  pdf: "PDF",
  oss: "OSS",
};

/**
 * A field's name as people read it, from the last key of an issue's path.
 *
 * @example
 * fieldLabel(["items", 0, "description"]) // "Description"
 * fieldLabel(["vatNumber"])               // "VAT number"
 * fieldLabel([])                          // "The request body"
 */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === "string");
  if (!key) return "The request body";
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => WORDS[word] ?? word);
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** For schemas that set no message: the field named from its path, the limit from the issue. */
export const plainErrorMap: z.core.$ZodErrorMap = (issue) => plainMessage(fieldLabel(issue.path), issue as Issue);

// zod's global fallback, on the server and in the browser alike: every module that builds a field
// schema imports this one, so no English of zod's own ("Invalid input") can reach a user.
z.config({ customError: plainErrorMap });
