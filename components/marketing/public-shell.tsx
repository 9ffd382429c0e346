import { SiteFooter } from "./site-footer";
import { SiteHeader, type SiteHeaderProps } from "./site-header";

/**
 * The frame of every public page: a skip link, the header with the main navigation, the page and
 * the footer (SPEC section 1: the footer is on every page, the 404 page included). The header's
 * buttons learn the session from a small client island, so the pages stay static, or from the
 * server on the pages without JavaScript (`header`, static-page.tsx).
 */
export function PublicShell({ header, children }: { header?: SiteHeaderProps; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to content
      </a>
      <SiteHeader {...header} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
