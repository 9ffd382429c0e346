"use client";

import { LogOut, Plus } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { NAV_ITEMS } from "./nav-items";
import { ReportBugDialog } from "./report-bug-dialog";

/** The shell's navigation: New Invoice, the four sections, Report a bug, Logout. Used by the sidebar and the drawer. */
export function SidebarNav({ onNavigate, onLogout }: { onNavigate?: () => void; onLogout: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-4">
      <Button asChild className="mb-4 w-full">
        <Link href="/create-invoice" onClick={onNavigate}>
          <Plus aria-hidden />
          New Invoice
        </Link>
      </Button>
      {NAV_ITEMS.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          onClick={onNavigate}
          aria-current={pathname === href ? "page" : undefined}
          className={cn(
            "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground",
            pathname === href && "bg-accent text-accent-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </Link>
      ))}
      <div className="mt-auto grid">
        <ReportBugDialog />
      </div>
      <Button variant="ghost" className="justify-start gap-3 text-muted-foreground" onClick={onLogout}>
        <LogOut aria-hidden />
        Logout
      </Button>
    </nav>
  );
}
