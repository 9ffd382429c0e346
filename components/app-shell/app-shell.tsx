"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useState } from "react";
import { LegalFooter } from "@/components/marketing/legal-footer";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { CURRENT_USER_KEY, useCurrentUser } from "@/lib/api-client/use-current-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { PlanBadge } from "./plan-badge";
import { SidebarNav } from "./sidebar-nav";
import { goToSignIn } from "./go-to-sign-in";
import { useLogout } from "./use-logout";

// The drawer (a Radix dialog: focus trap, scroll lock) loads when the menu is first opened; a phone
// shows the page without it (issue #24, "Light on a phone").
const MobileNavSheet = dynamic(() => import("./mobile-nav-sheet").then((module) => module.MobileNavSheet), { ssr: false });

/**
 * The signed-in shell: sidebar on wide screens, a slide-in drawer on small ones, and a header with
 * the plan badge. The server already checked the session; `initialUser` seeds the client cache.
 */
export function AppShell({ initialUser, children }: { initialUser: PublicUser; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [seeded] = useState(() => {
    if (queryClient.getQueryData(CURRENT_USER_KEY) === undefined) queryClient.setQueryData(CURRENT_USER_KEY, initialUser);
    return true;
  });
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useOpenedOnce(drawerOpen);

  useEffect(() => {
    if (seeded && !isLoading && !user) goToSignIn();
  }, [seeded, isLoading, user]);

  if (!user) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }

  return (
    <div className="flex min-h-screen bg-muted/40">
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col border-r bg-background md:flex">
        <Link href="/dashboard" className="flex h-14 items-center border-b px-6 text-lg font-bold text-primary">
          InvoiceFlow
        </Link>
        <SidebarNav onLogout={logout} />
      </aside>
      {drawerWanted && <MobileNavSheet open={drawerOpen} onOpenChange={setDrawerOpen} onLogout={logout} />}
      <div className="flex min-w-0 flex-1 flex-col md:pl-60">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-3 border-b bg-background px-4 md:px-8">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu />
          </Button>
          <span className="min-w-0 truncate text-sm font-medium" title={user.company ?? user.username}>
            {user.company ?? user.username}
          </span>
          <div className="ml-auto shrink-0">
            <PlanBadge isPro={user.isPro} />
          </div>
        </header>
        {/* At least a screen tall (less the header): the footer starts below the fold, so content that
            arrives after the first paint no longer pushes a visible footer down (CLS 0.18-0.23 on
            /invoices and /create-invoice, issue #24). */}
        <main className="min-h-[calc(100dvh-3.5rem)] flex-1 p-4 md:p-8">{children}</main>
        <LegalFooter />
      </div>
    </div>
  );
}
