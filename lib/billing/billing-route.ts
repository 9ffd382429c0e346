import "server-only";
import { AppError } from "@/lib/api/app-error";
import { errorResponse } from "@/lib/api/error-response";
import { userRoute } from "@/lib/api/route";

type Handler = Parameters<typeof userRoute>[0];

/**
 * SPEC section 3: the subscription calls answer `{error: {message}}` when they fail. The body also
 * carries the project's usual `{message}`, so the shared client helpers read it like any other.
 * A 401 without a session stays the usual answer of userRoute.
 */
export function billingRoute(handler: Handler) {
  return userRoute(async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      const response = errorResponse(error);
      const message = error instanceof AppError ? error.message : ((await response.json()) as { message: string }).message;
      const details = error instanceof AppError ? error.details : undefined;
      return Response.json({ message, ...details, error: { message } }, { status: response.status });
    }
  });
}
