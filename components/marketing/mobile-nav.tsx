"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { AuthActions } from "./auth-actions";
import { SessionAwareAuthActions } from "./session-aware-auth-actions";
import { MAIN_NAV_LINKS } from "./site-links";

/**
 * The small-screen menu: a disclosure button and a panel under the header. Kept to a few lines of
 * state on purpose; the marketing pages ship almost no client JavaScript.
 */
export function MobileNav({ isSignedIn }: { isSignedIn?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const close = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setIsOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? "Close menu" : "Open menu"}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      {isOpen && (
        <div id={panelId} className="absolute inset-x-0 top-full border-b bg-background shadow-md animate-fade-in">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-col px-4 py-3 sm:px-6">
            {MAIN_NAV_LINKS.map(({ href, label }) => (
              <Link
                key={href}
                href={href}
                onClick={close}
                className="rounded-md px-3 py-2.5 text-base font-medium text-foreground/80 hover:bg-accent hover:text-accent-foreground"
              >
                {label}
              </Link>
            ))}
            {isSignedIn === undefined ? (
              <SessionAwareAuthActions onNavigate={close} className="mt-3 border-t pt-4 *:flex-1" />
            ) : (
              <AuthActions isSignedIn={isSignedIn} onNavigate={close} className="mt-3 border-t pt-4 *:flex-1" />
            )}
          </nav>
        </div>
      )}
    </div>
  );
}
