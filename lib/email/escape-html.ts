const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML element content and quoted attribute values. Every user-provided string
 * (names, invoice numbers, payment details, notes) goes through here before it meets a mail body.
 *
 * @example
 * escapeHtml('<b>"Acme" & Co</b>') // "&lt;b&gt;&quot;Acme&quot; &amp; Co&lt;/b&gt;"
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Escaped text whose line breaks survive as <br>, for multi-line fields such as payment instructions. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value.trim()).replace(/\r?\n/g, "<br>");
}
