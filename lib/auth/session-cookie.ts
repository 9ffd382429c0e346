import { configuredAppOrigin, isHttpsApp } from "@/lib/config/app-url";
import { SESSION_HINT_COOKIE } from "./session-hint";

/**
 * next-auth's session cookie names: the __Secure- prefix is used when the cookie is Secure (https).
 * Both are recognised so the proxy and the server agree on what "has a session cookie" means.
 */
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1];
}

/**
 * Secure whenever the app is served over https per APP_URL, whatever the request says about itself
 * (a forwarded-proto header is the client's or a proxy's word); without APP_URL (development) when
 * the request itself came over https. COOKIE_SECURE=true|false overrides both.
 */
export function isSecureRequest(request: Request): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE === "true";
  if (configuredAppOrigin()) return isHttpsApp();
  return new URL(request.url).protocol === "https:";
}

export function serializeSessionCookie(token: string, secure: boolean): string {
  const parts = [`${sessionCookieName(secure)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_MAX_AGE_SECONDS}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The readable "signed in" hint (./session-hint.ts), living exactly as long as the session cookie. */
export function serializeSessionHintCookie(secure: boolean): string {
  const parts = [`${SESSION_HINT_COOKIE}=1`, "Path=/", "SameSite=Lax", `Max-Age=${SESSION_MAX_AGE_SECONDS}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Expires both names, whichever one the browser holds, and the hint. */
export function clearedSessionCookies(): string[] {
  return [
    ...SESSION_COOKIE_NAMES.map(
      (name) => `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${name.startsWith("__Secure-") ? "; Secure" : ""}`,
    ),
    `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`,
  ];
}

/** The session token from a Cookie header, whichever of the two names carries it. */
export function sessionTokenFromCookieHeader(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = new Map(
    cookieHeader.split(";").map((pair) => {
      const index = pair.indexOf("=");
      return [pair.slice(0, index).trim(), pair.slice(index + 1).trim()] as const;
    }),
  );
  for (const name of SESSION_COOKIE_NAMES) {
    const value = cookies.get(name);
    if (value) return value;
  }
  return undefined;
}
