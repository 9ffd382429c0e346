import { Menu, X } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { AuthActions } from "./auth-actions";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NativeMobileNav } from "./native-mobile-nav";
import { SessionAwareAuthActions } from "./session-aware-auth-actions";
import { SiteLink } from "./site-link";
import { MAIN_NAV_LINKS } from "./site-links";

export type SiteHeaderProps = {
  /**
   * Signed-in visitors see a Dashboard button instead of Sign In / Get Started Free. Left out, the
   * header asks the server itself (a small client island), so the page can stay static.
   */
  isSignedIn?: boolean;
  /** On a page without JavaScript (static-page.tsx): the browser's own disclosure instead of the island. */
  nativeMenu?: boolean;
};

/** Sign In / Get Started Free or Dashboard; with no isSignedIn given, the island picks one of the two. */
function HeaderAuthActions({ isSignedIn, className }: { isSignedIn?: boolean; className: string }) {
  if (isSignedIn !== undefined) return <AuthActions isSignedIn={isSignedIn} className={className} />;
  return (
    <SessionAwareAuthActions
      signedIn={<AuthActions isSignedIn className={className} />}
      signedOut={<AuthActions isSignedIn={false} className={className} />}
    />
  );
}

/**
 * The public pages' header: a server component. The client islands are tiny on purpose (issue #15
 * item 7): the small-screen menu's open/closed state and the session switch; links, buttons and
 * icons are rendered here and handed to them. On the pages without JavaScript (`nativeMenu`) the
 * menu is the browser's own disclosure and `isSignedIn` comes from the server.
 */
export function SiteHeader({ isSignedIn, nativeMenu = false }: SiteHeaderProps) {
  const SmallScreenMenu = nativeMenu ? NativeMobileNav : MobileNav;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MAIN_NAV_LINKS.map(({ href, label }) => (
            <SiteLink
              key={href}
              href={href}
              className="rounded-md px-3 py-2 text-sm font-medium text-foreground/70 transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              {label}
            </SiteLink>
          ))}
        </nav>
        <HeaderAuthActions isSignedIn={isSignedIn} className="hidden md:flex" />
        <SmallScreenMenu
          buttonClassName={buttonVariants({ variant: "ghost", size: "icon" })}
          openIcon={<Menu aria-hidden />}
          closeIcon={<X aria-hidden />}
        >
          <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-col px-4 py-3 sm:px-6">
            {MAIN_NAV_LINKS.map(({ href, label }) => (
              <SiteLink
                key={href}
                href={href}
                className="rounded-md px-3 py-2.5 text-base font-medium text-foreground/80 hover:bg-accent hover:text-accent-foreground"
              >
                {label}
              </SiteLink>
            ))}
            <HeaderAuthActions isSignedIn={isSignedIn} className="mt-3 border-t pt-4 *:flex-1" />
          </nav>
        </SmallScreenMenu>
      </div>
    </header>
  );
}
