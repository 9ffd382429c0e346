import Link from "next/link";
import { AuthActions } from "./auth-actions";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { SessionAwareAuthActions } from "./session-aware-auth-actions";
import { MAIN_NAV_LINKS } from "./site-links";

export type SiteHeaderProps = {
  /**
   * Signed-in visitors see a Dashboard button instead of Sign In / Get Started Free. Left out, the
   * header asks the server itself (a small client island), so the page can stay static.
   */
  isSignedIn?: boolean;
};

/** The public pages' header: a server component; only the small-screen menu is a client island. */
export function SiteHeader({ isSignedIn }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MAIN_NAV_LINKS.map(({ href, label }) => (
            <Link
              key={href}
              href={href}
              className="rounded-md px-3 py-2 text-sm font-medium text-foreground/70 transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              {label}
            </Link>
          ))}
        </nav>
        {isSignedIn === undefined ? (
          <SessionAwareAuthActions className="hidden md:flex" />
        ) : (
          <AuthActions isSignedIn={isSignedIn} className="hidden md:flex" />
        )}
        <MobileNav isSignedIn={isSignedIn} />
      </div>
    </header>
  );
}
