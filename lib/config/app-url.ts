type Env = Record<string, string | undefined>;

/** The public origin of the app (scheme, host and port) from APP_URL, or undefined when unset. */
export function configuredAppOrigin(env: Env = process.env): string | undefined {
  const configured = env.APP_URL?.trim();
  if (!configured) return undefined;
  return new URL(configured).origin;
}

/** The origin browsers use for this app: APP_URL's, else (development, tests) the request's own. */
export function appOrigin(request: Request, env: Env = process.env): string {
  return configuredAppOrigin(env) ?? new URL(request.url).origin;
}

/** Served over https per APP_URL: cookies are Secure and HSTS is sent. */
export function isHttpsApp(env: Env = process.env): boolean {
  return configuredAppOrigin(env)?.startsWith("https:") ?? false;
}
