// Shared by the server (AppError) and the browser (lib/api-client/api-error.ts): no server-only here.

/** The kinds of expected failure, each with the HTTP status it answers with. */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/**
 * The codes narrower than their kind, each with the kind (so the status) it is thrown as. A
 * client branches on these where the kind alone would not tell it what to do.
 */
export const NARROW_ERROR_CODES = {
  /** A Free user asked for a Pro feature (proRequired). */
  pro_required: "forbidden",
  /** The Free plan's monthly invoices are used up (lib/invoices/create-invoice.ts). */
  plan_limit_reached: "forbidden",
  /** Sending needs the sender's own address confirmed first (lib/invoices/send-invoice.ts). */
  email_unverified: "forbidden",
  /** A void invoice takes no payments (lib/invoices/payments.ts). */
  invoice_void: "conflict",
  /** The invoice left the user (sent, viewed, paid, credited): no delete, no void, no change; a credit note corrects it (lib/invoices/issued-invoice.ts). */
  invoice_issued: "conflict",
  /** An invoice e-mail limit is reached (lib/invoices/invoice-email-limits.ts). */
  invoice_email_limit: "rate_limited",
  /** A quote e-mail limit is reached: quotes have their own counters (lib/invoices/invoice-email-limits.ts). */
  quote_email_limit: "rate_limited",
  /** Too many verification mails asked for (lib/auth/resend-verification.ts). */
  verification_mail_limit: "rate_limited",
  /** The mail provider did not take the message (lib/email/delivery-error.ts). */
  email_not_sent: "bad_gateway",
  /** CRON_SECRET is unset or too short (lib/http/cron-secret.ts). */
  cron_not_configured: "unavailable",
  /** VIES says the customer's VAT number is not valid: no reverse charge (lib/eu-vat/prove-vat-number.ts). */
  vat_number_invalid: "validation",
  /** The customer has no EU VAT number VIES could check (lib/customers/customers.ts). */
  no_eu_vat_number: "validation",
  /** ECB_RATES_URL is unset: the ecb-rates job is off (lib/exchange-rates). */
  ecb_not_configured: "unavailable",
  /** The ECB's rates file could not be fetched or held no rates (lib/exchange-rates). */
  ecb_unreachable: "bad_gateway",
  /** Stripe Connect is not configured on this server: no card payments (lib/payments/connect/connect-config.ts). */
  card_payments_off: "unavailable",
  /** The invoice can't be paid online now: paid, void, no balance, or the account takes no charges (issue #27). */
  not_payable_online: "conflict",
  /** A bank entry assigned by hand is already booked (lib/payments/statements). */
  entry_already_booked: "conflict",
  /** An accepted (or invoiced) quote is a record: it can't be changed or deleted (lib/quotes). */
  quote_accepted: "conflict",
  /** The quote can't be answered any more: expired, declined, accepted or invoiced (lib/quotes/answer-quote.ts). */
  quote_not_open: "conflict",
  /** Credit notes already cover the invoice's whole total (lib/credit-notes/create-credit-note.ts). */
  nothing_to_credit: "conflict",
  /** A partial credit note above what is still creditable (lib/credit-notes/create-credit-note.ts). */
  credit_above_limit: "validation",
  /** No more was paid than is left after credit notes: nothing to refund (lib/credit-notes/record-refund.ts). */
  nothing_to_refund: "conflict",
  /** The sign-in's two-factor step is missing or older than 5 minutes: sign in again (lib/auth/two-factor). */
  two_factor_expired: "unauthorized",
  /** An admin in production must turn on two-factor sign-in before using the admin center (issue #26). */
  two_factor_required: "forbidden",
  /** A closed account keeps its records read-only: staff can't reactivate it or grant it Pro (lib/admin/update-admin-user.ts). */
  account_closed: "conflict",
  /** A password-reset link that is unknown, used or expired (lib/auth/password-reset). */
  reset_link_invalid: "validation",
  /** Too many downloads of a public invoice PDF, per invoice or per address (lib/invoices/public-invoice-pdf.ts). */
  public_pdf_limit: "rate_limited",
} as const satisfies Record<string, ErrorKind>;

/**
 * Every `code` an error answer of /api can carry: each kind, each narrower code, and "internal"
 * (the generic 500 for anything unexpected). Adding a code = adding it to NARROW_ERROR_CODES
 * above; the compiler then points at every client table that must say what to do with it
 * (lib/api-client/failure-reaction.ts).
 */
export type ErrorCode = ErrorKind | keyof typeof NARROW_ERROR_CODES | "internal";

/** The narrower codes thrown as kind K, e.g. NarrowCodeOf<"rate_limited"> for the limits' 429s. */
export type NarrowCodeOf<K extends ErrorKind> = {
  [C in keyof typeof NARROW_ERROR_CODES]: (typeof NARROW_ERROR_CODES)[C] extends K ? C : never;
}[keyof typeof NARROW_ERROR_CODES];

export const ERROR_CODES: readonly ErrorCode[] = [
  ...(Object.keys(ERROR_STATUS) as ErrorKind[]),
  ...(Object.keys(NARROW_ERROR_CODES) as (keyof typeof NARROW_ERROR_CODES)[]),
  "internal",
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The one error type of the whole server. Its kind sets the HTTP status; its code is what a client
 * branches on (the kind itself, or a narrower one such as "plan_limit_reached" or "email_unverified"),
 * so no client ever matches a message's words. Route handlers turn it into
 * `status: {message, code, ...details}` in one place (lib/http/error-response.ts).
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(kind: ErrorKind, message: string, details?: Record<string, unknown> & { code?: ErrorCode }, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AppError";
    this.kind = kind;
    const { code, ...rest } = details ?? {};
    this.code = code ?? kind;
    this.details = details ? rest : undefined;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }
}

export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

/** The 403 for a Free user asking for a Pro feature; clients branch on its code, never its words. */
export function proRequired(message: string, details?: Record<string, unknown>): AppError {
  return new AppError("forbidden", message, { ...details, code: "pro_required" });
}
