import "server-only";
import { errorResponse } from "@/lib/http/error-response";
import { route, type RouteContext } from "@/lib/http/route";

/**
 * SPEC section 3: the subscription calls answer `{error: {message}}` when they fail. The body also
 * carries the project's usual `{message, code}`, so the shared client helpers read it like any
 * other. A 401 without a session stays the usual answer of the route wrapper.
 */
export function billingRoute(handler: (request: Request, context: RouteContext<never, "user">) => Promise<Response>) {
  return route({ requires: "user" }, async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      const response = errorResponse(error);
      const body = (await response.json()) as { message: string };
      return Response.json({ ...body, error: { message: body.message } }, { status: response.status, headers: response.headers });
    }
  });
}
