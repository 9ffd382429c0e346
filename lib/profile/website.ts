export const WEBSITE_MESSAGE = "Please enter a valid website URL, e.g. https://example.com";

/**
 * The website as stored: people type "example.com", so a missing scheme becomes https://. Only
 * http(s) with a dotted host name is a website; anything else (javascript:, mailto:, a bare word)
 * is refused, because the address ends up as a link on invoices.
 *
 * @example
 * normalizeWebsite("example.com/about") // "https://example.com/about"
 * normalizeWebsite("javascript:alert(1)") // null
 */
export function normalizeWebsite(input: string): string | null {
  const trimmed = input.trim();
  const hasHttpScheme = /^https?:\/\//i.test(trimmed);
  // "mailto:", "javascript:" … are other schemes; "example.com:8080" is a host with a port.
  if (!hasHttpScheme && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)) return null;
  const withScheme = hasHttpScheme ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || /\s/.test(trimmed)) return null;
  return withScheme;
}
