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
 * The one error type of the whole server. Its kind sets the HTTP status; its code is what a client
 * branches on (the kind itself, or a narrower one such as "plan_limit_reached" or "email_unverified"),
 * so no client ever matches a message's words. Route handlers turn it into
 * `status: {message, code, ...details}` in one place (lib/api/error-response.ts).
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(kind: ErrorKind, message: string, details?: Record<string, unknown> & { code?: string }, options?: { cause?: unknown }) {
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

export function isAppError(error: unknown, code?: string): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

export const PRO_REQUIRED_CODE = "pro_required";

/** The 403 for a Free user asking for a Pro feature; clients branch on its code, never its words. */
export function proRequired(message: string, details?: Record<string, unknown>): AppError {
  return new AppError("forbidden", message, { ...details, code: PRO_REQUIRED_CODE });
}
