import "server-only";
import { AppError } from "@/lib/errors";
import { isSecureRequest } from "../session-cookie";
import { FORM_EMAIL_COOKIE, encodeFormFailure, type FormOutcomeCode } from "./form-outcomes";

/**
 * 303 See Other to a page of this site (a form's POST is never repeated by a reload), with cookies.
 * Never cached, never sniffed.
 */
export function seeOther(request: Request, path: string, cookies: string[] = []): Response {
  const response = new Response(null, {
    status: 303,
    headers: { Location: new URL(path, request.url).toString(), "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** Back to the form's page with the failure's codes (and Retry-After as `retry`); the typed e-mail in a 60-second cookie. */
export function backToForm(
  request: Request,
  page: string,
  codes: readonly FormOutcomeCode[],
  options: { email?: string; retryAfter?: number; keep?: Record<string, string> } = {},
): Response {
  const query = new URLSearchParams(options.keep);
  query.set("error", encodeFormFailure(codes));
  if (options.retryAfter !== undefined) query.set("retry", String(options.retryAfter));
  const cookies = options.email ? [formEmailCookie(options.email, isSecureRequest(request))] : [];
  return seeOther(request, `${page}?${query.toString()}`, cookies);
}

function formEmailCookie(email: string, secure: boolean): string {
  return [
    `${FORM_EMAIL_COOKIE}=${encodeURIComponent(email.slice(0, 320))}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=60",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The code for an AppError a form's checks or its action threw; null for anything unexpected. */
export function failureCode(error: unknown): { code: FormOutcomeCode; retryAfter?: number } | null {
  if (!(error instanceof AppError)) return null;
  const retryAfter = typeof error.details?.retryAfter === "number" ? error.details.retryAfter : undefined;
  switch (error.kind) {
    case "rate_limited":
      return { code: "rate_limited", retryAfter };
    case "unavailable":
      return { code: "busy", retryAfter };
    case "payload_too_large":
      return { code: "too_large" };
    case "unsupported_media_type":
      return { code: "unsupported" };
    case "forbidden":
      return { code: error.message.startsWith("Cross-origin") ? "cross_origin" : "deactivated" };
    case "unauthorized":
      return { code: error.code === "two_factor_expired" ? "expired" : "invalid" };
    default:
      return null;
  }
}
