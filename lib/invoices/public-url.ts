import "server-only";
import { appBaseUrl } from "@/lib/email/config";
import { PUBLIC_INVOICE_PATH } from "./public-invoice-path";

/** The link a customer gets (APP_URL + /i/{token}): no sign-in, the token is the only key. */
export function publicInvoiceUrl(token: string): string {
  return `${appBaseUrl(undefined)}${PUBLIC_INVOICE_PATH}/${token}`;
}
