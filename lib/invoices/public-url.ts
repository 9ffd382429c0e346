import "server-only";
import { appBaseUrl } from "@/lib/email/config";

/** The path of an invoice's public page; `{path}/pdf` downloads its PDF. */
export const PUBLIC_INVOICE_PATH = "/i";

/** The link a customer gets (APP_URL + /i/{token}): no sign-in, the token is the only key. */
export function publicInvoiceUrl(token: string): string {
  return `${appBaseUrl(undefined)}${PUBLIC_INVOICE_PATH}/${token}`;
}
