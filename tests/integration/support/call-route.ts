type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  path?: string;
};

export const BASE_URL = "http://localhost:3000";

/** Calls a route handler the way Next does: a real Request, JSON body, the session cookie if any. */
export function callRoute(handler: Handler, options: CallOptions = {}): Promise<Response> {
  const { method = "GET", body, cookie, headers = {}, params = {}, path = "/api/test" } = options;
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] ??= "application/json";
  }
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  return handler(new Request(new URL(path, BASE_URL), init), { params: Promise.resolve(params) });
}

/** "name=value" of the session cookie a response sets, for the next request's Cookie header. */
export function sessionCookieFrom(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.includes("next-auth.session-token=") && !value.includes("Max-Age=0"));
  if (!cookie) throw new Error("the response set no session cookie");
  return cookie.split(";")[0] as string;
}
