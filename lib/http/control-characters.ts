// C0 controls and DEL, except tab (9), line feed (10) and carriage return (13), which notes and
// addresses legitimately hold. NUL above all: PostgreSQL refuses it in text and the query fails.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The message for a field (or "The request body") holding one. */
export function controlCharacterMessage(name: string): string {
  return `${name} contains a control character that is not allowed`;
}

/**
 * The path ("items.0.description") of the first string, or object key, in a parsed JSON value that
 * holds a forbidden control character; "" for the value itself; undefined when there is none.
 */
export function findControlCharacter(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return hasControlCharacter(value) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return childPath;
    const found = findControlCharacter(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
