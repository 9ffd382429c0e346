import "server-only";
import { recordServerError } from "@/lib/activity/record-server-error";
import { databaseErrorSummary, DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/**
 * Expected errors reach the client with their own message; an unreachable database is a 503 with
 * Retry-After (the request was fine, try it again); anything else is logged and replaced by a
 * generic 500, so no stack trace or SQL leaves the server.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    const retryAfter = error.details?.retryAfter;
    if (typeof retryAfter === "number") headers["Retry-After"] = String(retryAfter);
    return Response.json({ message: error.message, code: error.code, ...error.details }, { status: error.status, headers });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`Database unavailable: ${databaseErrorSummary(error)}`);
    return Response.json(
      { message: SERVICE_UNAVAILABLE_MESSAGE, code: "unavailable" },
      { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
    );
  }
  console.error("Unexpected error in a route handler:", error);
  return Response.json(
    { message: "Something went wrong. Please try again.", code: "internal", requestId: recordServerError(error) },
    { status: 500 },
  );
}
