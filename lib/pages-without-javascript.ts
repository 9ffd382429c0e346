/**
 * The public pages that ship no JavaScript: pages/index.tsx, pricing.tsx, demo.tsx and auth.tsx
 * (components/marketing/static-page.tsx says why they live in pages/). Links to them from hydrated
 * pages are plain links (components/marketing/site-link.tsx).
 */
export const PAGES_WITHOUT_JAVASCRIPT: ReadonlySet<string> = new Set(["/", "/pricing", "/demo", "/auth"]);
