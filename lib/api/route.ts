import { resolveSession, type SessionUser } from "@/lib/auth/session";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { AppError } from "./app-error";
import { errorResponse } from "./error-response";
import { assertJsonBody, assertSameOrigin } from "./request-guards";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;
type PublicHandler = (request: Request, params: Params) => Promise<Response>;
type UserHandler = (request: Request, context: { user: SessionUser; params: Params }) => Promise<Response>;

type GuardOptions = {
  /** multipart routes (logo upload) opt out of the JSON-only rule */
  allowMultipart?: boolean;
};

/** Every route goes through here: CSRF and content-type checks, then errors turned into `status: {message}`. */
export function publicRoute(handler: PublicHandler, options: GuardOptions = {}) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    try {
      assertSameOrigin(request);
      if (!options.allowMultipart) assertJsonBody(request);
      return await handler(request, await readParams(context));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A route for signed-in users: 401 without a live session, whatever the proxy did. */
export function userRoute(handler: UserHandler, options: GuardOptions = {}) {
  return publicRoute(async (request, params) => {
    const user = await currentUser(request);
    if (!user) throw new AppError("unauthorized", "Not authenticated");
    return handler(request, { user, params });
  }, options);
}

export function currentUser(request: Request): Promise<SessionUser | null> {
  return resolveSession(sessionTokenFromCookieHeader(request.headers.get("cookie")));
}

async function readParams(context?: RouteContext): Promise<Params> {
  const raw = (await context?.params) ?? {};
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value.join("/") : value]));
}
