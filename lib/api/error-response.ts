import { AppError } from "./app-error";

/**
 * Expected errors reach the client with their own message; anything else is logged and replaced by
 * a generic one, so no stack trace or SQL leaves the server.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    const retryAfter = error.details?.retryAfter;
    if (error.code === "rate_limited" && typeof retryAfter === "number") headers["Retry-After"] = String(retryAfter);
    return Response.json({ message: error.message, ...error.details }, { status: error.status, headers });
  }
  console.error("Unexpected error in a route handler:", error);
  return Response.json({ message: "Something went wrong. Please try again." }, { status: 500 });
}
