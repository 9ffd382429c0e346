/**
 * A few string helpers for writing XML by hand: the documents are small and their element order is
 * fixed by the schemas, so templates are faster and clearer than a DOM (the bench's 5 ms budget).
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text and attribute values; drops the control characters XML 1.0 can't carry. */
export function escapeXml(value: string): string {
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").replace(/[&<>"']/g, (char) => ESCAPES[char] ?? "");
}

/** `<name attrs>text</name>`, or nothing when the value is missing. */
export function element(name: string, value: string | null | undefined, attributes: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === "") return "";
  const attrs = Object.entries(attributes)
    .map(([key, attr]) => ` ${key}="${escapeXml(attr)}"`)
    .join("");
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
}

/** `<name>children</name>`, or nothing when every child was empty. */
export function group(name: string, ...children: string[]): string {
  const inner = children.join("");
  return inner === "" ? "" : `<${name}>${inner}</${name}>`;
}
