/**
 * The header in which `npm start` (scripts/start.mjs) hands the socket's remote address to the app:
 * route handlers never see the socket. The start script overwrites whatever a client sent under
 * this name, and prefixes the value with a per-process token so a plain `next start` (which would
 * pass a client's header through) is not trusted.
 */
export const SOCKET_ADDRESS_HEADER = "x-invoiceflow-socket-address";
export const SOCKET_ADDRESS_TOKEN_ENV = "INVOICEFLOW_SOCKET_ADDRESS_TOKEN";

type Env = Record<string, string | undefined>;

/** A route handler's Request, or a page's `{ headers: await headers() }`: only the headers are read. */
type RequestHeaders = { headers: Pick<Headers, "get"> };

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(env: Env = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/**
 * The client's address as far as this server can know it, never one the client chose: with no
 * trusted proxy the socket's address; behind N proxies that each append the address they saw,
 * the N-th entry from the right of X-Forwarded-For (anything left of it came from the client).
 */
export function clientAddress(request: RequestHeaders, env: Env = process.env): string {
  const hops = trustedProxyHops(env);
  if (hops > 0) {
    const chain = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = chain[chain.length - hops];
    if (entry) return entry;
  }
  return socketAddress(request, env) ?? "unknown";
}

function socketAddress(request: RequestHeaders, env: Env): string | undefined {
  const token = env[SOCKET_ADDRESS_TOKEN_ENV];
  const value = request.headers.get(SOCKET_ADDRESS_HEADER);
  if (!token || !value?.startsWith(`${token} `)) return undefined;
  return value.slice(token.length + 1);
}
