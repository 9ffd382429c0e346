/**
 * Where a quote's public page lives: /q/{token}, with /q/{token}/pdf, /q/{token}/accept and
 * /q/{token}/decline. A pure module, so the proxy can give these answers the public invoice link's
 * privacy headers (noindex, no-referrer, no-store) without server-only.
 */
export const PUBLIC_QUOTE_PATH = "/q";

export function isPublicQuotePath(pathname: string): boolean {
  return pathname.startsWith(`${PUBLIC_QUOTE_PATH}/`);
}
