import type { ErrorCode } from "@/lib/errors";
import { errorCode } from "./api-request";

/**
 * What the signed-in UI does with a failed call, decided by the answer's `code`, never its words:
 * - "verify_email": offer "Resend verification e-mail" in place, no toast;
 * - "upgrade": the Free plan's limit, so point to the upgrade;
 * - "wait": a limit with its own sentence (which one, and when to come back): show it as it is;
 * - "explain": the caller's own words, with the server's message where it adds something.
 */
export type FailureReaction = "verify_email" | "upgrade" | "wait" | "explain";

// A Record over every ErrorCode: a code added to lib/errors fails to compile here until it says how the UI reacts.
const REACTIONS: Record<ErrorCode, FailureReaction> = {
  validation: "explain",
  unauthorized: "explain",
  payment_required: "explain",
  forbidden: "explain",
  not_found: "explain",
  conflict: "explain",
  payload_too_large: "explain",
  unsupported_media_type: "explain",
  unprocessable: "explain",
  rate_limited: "wait",
  bad_gateway: "explain",
  unavailable: "explain",
  internal: "explain",
  pro_required: "explain",
  plan_limit_reached: "upgrade",
  email_unverified: "verify_email",
  invoice_void: "explain",
  // The dialogs that delete or void offer "Create credit note" beside the server's sentence.
  invoice_issued: "explain",
  nothing_to_credit: "explain",
  credit_above_limit: "explain",
  nothing_to_refund: "explain",
  invoice_email_limit: "wait",
  quote_email_limit: "wait",
  verification_mail_limit: "wait",
  email_not_sent: "explain",
  cron_not_configured: "explain",
  vat_number_invalid: "explain",
  no_eu_vat_number: "explain",
  ecb_not_configured: "explain",
  ecb_unreachable: "explain",
  card_payments_off: "explain",
  not_payable_online: "explain",
  quote_accepted: "explain",
  quote_not_open: "explain",
  entry_already_booked: "explain",
  two_factor_expired: "explain",
  two_factor_required: "explain",
  account_closed: "explain",
  reset_link_invalid: "explain",
  public_pdf_limit: "wait",
};

/** The reaction to a failed call; anything without a code (a network error, a proxy's page) is "explain". */
export function failureReaction(error: unknown): FailureReaction {
  const code = errorCode(error);
  return code === undefined ? "explain" : REACTIONS[code];
}

/** The default branch of a switch over FailureReaction: compiles only when every reaction has its case. */
export function unhandledReaction(reaction: never): never {
  throw new Error(`No case for the failure reaction ${String(reaction)}`);
}
