/** No body of this API nests deeper than a handful of levels; an invoice is about four. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside one another, found by one pass
 * over the text before anything parses it. JSON.parse itself copes with 5,000 levels, but every
 * recursive walk after it (the control-character check, zod) overflows the stack: that was a 500 on
 * every JSON route (issue #26 finding 3). Brackets inside strings don't count.
 */
export function isNestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}
