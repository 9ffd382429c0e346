import { resolveSession, type SessionUser } from "@/lib/auth/session";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { AppError } from "./app-error";
import { hasControlCharacter } from "./control-characters";
import { errorResponse } from "./error-response";
import { assertJsonBody, assertSameOrigin } from "./request-guards";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;
type PublicHandler = (request: Request, params: Params) => Promise<Response>;
type UserHandler = (request: Request, context: { user: SessionUser; params: Params }) => Promise<Response>;

type GuardOptions = {
  /** multipart routes (logo upload) opt out of the JSON-only rule */
  allowMultipart?: boolean;
  /** a signed webhook: its signature decides, so a body of any type gets the signature's 400 */
  allowAnyContentType?: boolean;
};

/**
 * Every route goes through here: CSRF and content-type checks, then errors turned into
 * `status: {message}`. Answers are never stored by a cache or a CDN in front (most are one user's
 * data) unless a handler says otherwise, and never content-sniffed.
 */
export function publicRoute(handler: PublicHandler, options: GuardOptions = {}) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    let response: Response;
    try {
      assertSameOrigin(request);
      if (!options.allowMultipart && !options.allowAnyContentType) assertJsonBody(request);
      response = await handler(request, await readParams(context));
    } catch (error) {
      response = errorResponse(error);
    }
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
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

/** A route for staff: 401 without a live session, 403 for a signed-in user who is not an admin. */
export function adminRoute(handler: UserHandler, options: GuardOptions = {}) {
  return userRoute(async (request, context) => {
    if (!context.user.isAdmin) throw new AppError("forbidden", "Admin access required");
    return handler(request, context);
  }, options);
}

export function currentUser(request: Request): Promise<SessionUser | null> {
  return resolveSession(sessionTokenFromCookieHeader(request.headers.get("cookie")));
}

/** Path segments; an id with a control character (`/api/customers/%00`) names nothing: 404. */
async function readParams(context?: RouteContext): Promise<Params> {
  const raw = (await context?.params) ?? {};
  const params = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value.join("/") : value]));
  if (Object.values(params).some(hasControlCharacter)) throw new AppError("not_found", "Not found");
  return params;
}
