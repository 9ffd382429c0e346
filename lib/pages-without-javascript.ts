/**
 * Every page that ships no JavaScript, in one place (issue #26): the public pages
 * (pages/index.tsx, pricing.tsx, demo.tsx; components/marketing/static-page.tsx says why they live in
 * pages/) and the account pages whose forms post to route handlers answering 303 (pages/auth.tsx,
 * forgot-password.tsx, reset-password.tsx, two-factor.tsx; app/auth/*). Each sets
 * `unstable_runtimeJS: false`; tests/unit/architecture/pages-without-javascript.test.ts checks that
 * this list and pages/ agree. Links to them from hydrated pages are plain links
 * (components/marketing/site-link.tsx).
 */
export const PAGES_WITHOUT_JAVASCRIPT: ReadonlySet<string> = new Set([
  "/",
  "/pricing",
  "/demo",
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/two-factor",
]);
