import { SiteLink } from "./site-link";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "./site-links";

const linkClass = "text-muted-foreground transition-colors hover:text-foreground";

/**
 * SPEC section 1's footer notice and links (Privacy, Terms, the support address), which every page
 * shows: the public footer's last row, and on its own at the foot of the signed-in shell and /admin
 * (issue #24, item 12). It names no company on purpose: the operator's name is not to be printed.
 */
export function LegalNotice() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
      <p className="text-muted-foreground">
        This service is provided by InvoiceFlow&apos;s operator. Invoices are generated automatically and used at your own risk.
      </p>
      <nav aria-label="Legal" className="flex shrink-0 flex-wrap gap-x-5 gap-y-2">
        {/* Not prefetched: on every signed-in page the prefetches of these two pages were router
            data fetched and parsed while the page loaded, for links seldom followed (issue #24). */}
        <SiteLink href="/privacy" prefetch={false} className={linkClass}>
          Privacy
        </SiteLink>
        <SiteLink href="/terms" prefetch={false} className={linkClass}>
          Terms
        </SiteLink>
        <a href={SUPPORT_MAILTO} className={linkClass}>
          {SUPPORT_EMAIL}
        </a>
      </nav>
    </div>
  );
}

/** The notice as a page's own footer, for the pages without the public footer. */
export function LegalFooter({ className = "" }: { className?: string }) {
  return (
    <footer className={`border-t bg-background ${className}`}>
      <LegalNotice />
    </footer>
  );
}
