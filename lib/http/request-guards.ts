import { appOrigin } from "@/lib/config/app-url";
import { AppError } from "@/lib/errors";

const CROSS_ORIGIN_MESSAGE = "Cross-origin requests are not allowed";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF: a browser always sends Origin on a cross-site POST/PUT/PATCH/DELETE, so a mutating call
 * whose Origin is not exactly the app's (scheme, host and port of APP_URL; in development the
 * request's own) is refused, and so is "null". No forwarding header is consulted: a client can set
 * those. Clients that send no Origin at all are not browsers acting for a victim, and are let
 * through. The cookie is SameSite=Lax as well.
 */
export function assertSameOrigin(request: Request): void {
  if (!MUTATING.has(request.method)) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw new AppError("forbidden", CROSS_ORIGIN_MESSAGE);
  if (origin === null) return;
  if (origin !== appOrigin(request)) throw new AppError("forbidden", CROSS_ORIGIN_MESSAGE);
}

/**
 * application/json or a +json type, then nothing or parameters: `application/json-evil` is not JSON
 * (a word boundary after "json" let it through, issue #26 finding 11).
 */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/**
 * A body where JSON is expected must say it is JSON (415 otherwise); an empty body is fine. A body
 * sent chunked has no Content-Length: Transfer-Encoding says it has one. The request's body stream
 * says nothing: Next hands a browser's bodiless DELETE (no Content-Length, no Content-Type) an empty
 * stream, and taking that for a body refused every delete in the app with 415.
 */
export function assertJsonBody(request: Request): void {
  if (!MUTATING.has(request.method)) return;
  const contentType = request.headers.get("content-type");
  const length = request.headers.get("content-length");
  const hasBody = contentType !== null || (length !== null && length !== "0") || request.headers.has("transfer-encoding");
  if (!hasBody) return;
  if (!contentType || !JSON_CONTENT_TYPE.test(contentType.trim())) {
    throw new AppError("unsupported_media_type", "Requests must send a JSON body (Content-Type: application/json)");
  }
}
