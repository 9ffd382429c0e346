import "server-only";
import type { z } from "zod";
import { resolveSession, type SessionUser } from "@/lib/auth/session";
import { sessionTokenFromCookieHeader } from "@/lib/auth/session-cookie";
import { assertAdminSecondFactor } from "@/lib/auth/two-factor/admin-requirement";
import { AppError, proRequired } from "@/lib/errors";
import { hasControlCharacter } from "./control-characters";
import { errorResponse } from "./error-response";
import { parseQuery } from "./parse-input";
import { readJson } from "./read-json";
import { assertJsonBody, assertSameOrigin } from "./request-guards";

/** Who may call a route: anyone, a signed-in user, a user on Pro, or staff. */
export type Requirement = "nobody" | "user" | "pro" | "admin";

export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated";
export const ADMIN_REQUIRED_MESSAGE = "Admin access required";

type UserOf<R extends Requirement> = R extends "nobody" ? null : SessionUser;

/** A zod schema, or one built from the signed-in user (e.g. with the tax label of their country). */
export type InputSchema<R extends Requirement, S extends z.ZodType = z.ZodType> = S | ((user: UserOf<R>) => S);

/** What the handler receives for a schema: its parsed output; undefined without one. */
type Parsed<S extends z.ZodType> = [S] extends [never] ? undefined : z.output<S>;

export type RouteOptions<P extends string, R extends Requirement, B extends z.ZodType, Q extends z.ZodType> = {
  requires: R;
  /** The path's dynamic segments, e.g. ["id"] for app/api/invoices/[id]: typed, and never empty. */
  params?: readonly P[];
  /** With requires "pro": the 403 that names the feature, e.g. `() => proRequired(DELETE_NEEDS_PRO)`. */
  proError?: () => AppError;
  /** The input the handler gets parsed and typed; a failure is a 400 (lib/http/parse-input.ts). */
  schemas?: {
    /** The JSON body: read with the 1 MB cap, control characters refused, then checked (lib/http/read-json.ts). */
    body?: InputSchema<R, B>;
    /** The URL's query as an object of strings, checked the same way; its 400 names the first problem. */
    query?: InputSchema<R, Q>;
  };
  /**
   * What must answer before the input is read, whatever it holds: a limit that counts every
   * attempt, a header the contract checks first.
   */
  before?: (request: Request) => unknown;
  /** multipart routes (logo upload) opt out of the JSON-only rule */
  allowMultipart?: boolean;
  /** a signed webhook: its signature decides, so a body of any type gets the signature's 400 */
  allowAnyContentType?: boolean;
};

export type RouteContext<P extends string, R extends Requirement, B extends z.ZodType = never, Q extends z.ZodType = never> = {
  params: Record<P, string>;
  user: UserOf<R>;
  body: Parsed<B>;
  query: Parsed<Q>;
};

type Handler<P extends string, R extends Requirement, B extends z.ZodType, Q extends z.ZodType> = (
  request: Request,
  context: RouteContext<P, R, B, Q>,
) => Promise<Response>;
type NextContext = { params: Promise<Record<string, string | string[]>> };

/**
 * Every API route is built here, so each says who may call it, what its path holds and what input
 * it takes, and the checks run on the server whatever the proxy did: CSRF and content type, then
 * the session (401), the plan (403 `pro_required`) or staff (403), then `before`, the query and the
 * body (400), then the handler with its input parsed and typed. Any error becomes
 * `status: {message, code}` in one place. Answers are never stored by a cache or a CDN in front
 * (most are one user's data) unless a handler says otherwise, and never content-sniffed.
 */
export function route<
  const P extends string = never,
  const R extends Requirement = Requirement,
  B extends z.ZodType = never,
  Q extends z.ZodType = never,
>(options: RouteOptions<P, R, B, Q>, handler: Handler<P, R, B, Q>) {
  return async (request: Request, context?: NextContext): Promise<Response> => {
    let response: Response;
    try {
      assertSameOrigin(request);
      if (!options.allowMultipart && !options.allowAnyContentType) assertJsonBody(request);
      const params = await readParams<P>(options.params ?? [], context);
      const user = (options.requires === "nobody" ? null : await requiredUser(request, options)) as UserOf<R>;
      await options.before?.(request);
      const { body: bodySchema, query: querySchema } = options.schemas ?? {};
      const query = querySchema ? parseQuery(schemaFor(querySchema, user), new URL(request.url)) : undefined;
      const body = bodySchema ? await readJson(request, schemaFor(bodySchema, user)) : undefined;
      response = await handler(request, { params, user, body, query } as RouteContext<P, R, B, Q>);
    } catch (error) {
      response = errorResponse(error);
    }
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  };
}

function schemaFor<R extends Requirement, S extends z.ZodType>(schema: InputSchema<R, S>, user: UserOf<R>): S {
  return typeof schema === "function" ? schema(user) : schema;
}

export function currentUser(request: Request): Promise<SessionUser | null> {
  return resolveSession(sessionTokenFromCookieHeader(request.headers.get("cookie")));
}

async function requiredUser(request: Request, options: { requires: Requirement; proError?: () => AppError }): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError("unauthorized", NOT_AUTHENTICATED_MESSAGE);
  if (options.requires === "admin" && !user.isAdmin) throw new AppError("forbidden", ADMIN_REQUIRED_MESSAGE);
  if (options.requires === "admin") await assertAdminSecondFactor(user.id);
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
