import { AppError } from "./app-error";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF: a browser always sends Origin on a cross-site POST/PUT/PATCH/DELETE, so a mutating call
 * whose Origin names another site (or is "null") is refused. Clients that send no Origin at all are
 * not browsers acting for a victim, and are let through. The cookie is SameSite=Lax as well.
 */
export function assertSameOrigin(request: Request): void {
  if (!MUTATING.has(request.method)) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw new AppError("forbidden", "Cross-origin requests are not allowed");
  if (origin === null) return;
  if (origin === "null" || !isOwnOrigin(origin, request)) {
    throw new AppError("forbidden", "Cross-origin requests are not allowed");
  }
}

function isOwnOrigin(origin: string, request: Request): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim(),
    request.headers.get("host"),
    new URL(request.url).host,
    process.env.NEXTAUTH_URL ? new URL(process.env.NEXTAUTH_URL).host : undefined,
  ];
  return hosts.some((host) => host === originHost);
}

/** A body where JSON is expected must say it is JSON (415 otherwise); an empty body is fine. */
export function assertJsonBody(request: Request): void {
  if (!MUTATING.has(request.method)) return;
  const contentType = request.headers.get("content-type");
  const length = request.headers.get("content-length");
  const hasBody = contentType !== null || (length !== null && length !== "0");
  if (!hasBody) return;
  if (!contentType || !/^application\/([a-z.+-]*\+)?json\b/i.test(contentType.trim())) {
    throw new AppError("unsupported_media_type", "Requests must send a JSON body (Content-Type: application/json)");
  }
}
