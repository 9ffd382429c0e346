import "server-only";
import { resolveSession, type SessionUser } from "@/lib/auth/session";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { AppError, proRequired } from "@/lib/errors";
import { hasControlCharacter } from "./control-characters";
import { errorResponse } from "./error-response";
import { assertJsonBody, assertSameOrigin } from "./request-guards";

/** Who may call a route: anyone, a signed-in user, a user on Pro, or staff. */
export type Requirement = "nobody" | "user" | "pro" | "admin";

export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated";
export const ADMIN_REQUIRED_MESSAGE = "Admin access required";

export type RouteOptions<P extends string, R extends Requirement> = {
  requires: R;
  /** The path's dynamic segments, e.g. ["id"] for app/api/invoices/[id]: typed, and never empty. */
  params?: readonly P[];
  /** With requires "pro": the 403 that names the feature, e.g. `() => proRequired(DELETE_NEEDS_PRO)`. */
  proError?: () => AppError;
  /** multipart routes (logo upload) opt out of the JSON-only rule */
  allowMultipart?: boolean;
  /** a signed webhook: its signature decides, so a body of any type gets the signature's 400 */
  allowAnyContentType?: boolean;
};

export type RouteContext<P extends string, R extends Requirement> = {
  params: Record<P, string>;
  user: R extends "nobody" ? null : SessionUser;
};

type Handler<P extends string, R extends Requirement> = (request: Request, context: RouteContext<P, R>) => Promise<Response>;
type NextContext = { params: Promise<Record<string, string | string[]>> };

/**
 * Every API route is built here, so each says who may call it and what its path holds, and the
 * checks run on the server whatever the proxy did: CSRF and content type, then the session (401),
 * the plan (403 `pro_required`) or staff (403), then the handler. Any error becomes
 * `status: {message, code}` in one place. Answers are never stored by a cache or a CDN in front
 * (most are one user's data) unless a handler says otherwise, and never content-sniffed.
 */
export function route<const P extends string = never, const R extends Requirement = Requirement>(
  options: RouteOptions<P, R>,
  handler: Handler<P, R>,
) {
  return async (request: Request, context?: NextContext): Promise<Response> => {
    let response: Response;
    try {
      assertSameOrigin(request);
      if (!options.allowMultipart && !options.allowAnyContentType) assertJsonBody(request);
      const params = await readParams<P>(options.params ?? [], context);
      const user = options.requires === "nobody" ? null : await requiredUser(request, options);
      response = await handler(request, { params, user } as RouteContext<P, R>);
    } catch (error) {
      response = errorResponse(error);
    }
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  };
}

export function currentUser(request: Request): Promise<SessionUser | null> {
  return resolveSession(sessionTokenFromCookieHeader(request.headers.get("cookie")));
}

async function requiredUser(request: Request, options: RouteOptions<string, Requirement>): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError("unauthorized", NOT_AUTHENTICATED_MESSAGE);
  if (options.requires === "admin" && !user.isAdmin) throw new AppError("forbidden", ADMIN_REQUIRED_MESSAGE);
  if (options.requires === "pro" && !user.isPro)
    throw (options.proError ?? (() => proRequired("This feature is available for Pro users only")))();
  return user;
}

/** Path segments; a missing one, or one with a control character (`/api/customers/%00`), names nothing: 404. */
async function readParams<P extends string>(names: readonly P[], context?: NextContext): Promise<Record<P, string>> {
  const raw = (await context?.params) ?? {};
  const params = {} as Record<P, string>;
  for (const name of names) {
    const value = raw[name];
    const text = Array.isArray(value) ? value.join("/") : value;
    if (!text || hasControlCharacter(text)) throw new AppError("not_found", "Not found");
    params[name] = text;
  }
  return params;
}
