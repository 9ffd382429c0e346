import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What `next build` made of the app's pages, as far as a page's Content-Security-Policy depends on
 * it. A prerendered page is served as a file and can't carry a per-request nonce, but its inline
 * scripts (Next's bootstrap and the page's flight data) are fixed at build time, so its policy can
 * name each one by hash. A path that no route serves is answered with the prerendered 404 page.
 */
export type BuiltPages = {
  /** The hashes a prerendered answer to this path needs; undefined for a page that renders per request. */
  scriptHashesFor(pathname: string): readonly string[] | undefined;
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

let cached: BuiltPages | null | undefined;

/** Read once per process from the build output; null where there is none (`next dev`, unit tests). */
export function builtPages(distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next")): BuiltPages | null {
  if (cached === undefined) cached = readBuiltPages(distDir);
  return cached;
}

export function readBuiltPages(distDir: string): BuiltPages | null {
  const prerender = readJson(path.join(distDir, "prerender-manifest.json"));
  const routes = readJson(path.join(distDir, "routes-manifest.json"));
  if (!prerender?.routes || !routes) return null;

  const hashes = new Map<string, string[]>();
  for (const route of Object.keys(prerender.routes)) {
    const html = readText(path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`));
    if (html !== undefined) hashes.set(route, inlineScriptHashes(html)); // else a route handler's body
  }
  const routePatterns = [...(routes.staticRoutes ?? []), ...(routes.dynamicRoutes ?? [])].map(
    ({ regex }: { regex: string }) => new RegExp(regex),
  );
  const notFound = hashes.get("/_not-found");

  return {
    scriptHashesFor(pathname) {
      const page = hashes.get(pathname);
      if (page) return page;
      return routePatterns.some((pattern) => pattern.test(pathname)) ? undefined : notFound;
    },
  };
}

export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) sources.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

function readJson(file: string) {
  const text = readText(file);
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
