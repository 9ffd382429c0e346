"use client";

import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { SidebarNav } from "./sidebar-nav";

type MobileNavSheetProps = { open: boolean; onOpenChange: (open: boolean) => void; onLogout: () => void };

/** The shell's navigation as a drawer from the left, for screens below md. */
export function MobileNavSheet({ open, onOpenChange, onLogout }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="flex w-72 flex-col p-0">
        <SheetTitle className="px-6 pt-5 text-lg font-bold text-primary">InvoiceFlow</SheetTitle>
        <SheetDescription className="sr-only">Navigation</SheetDescription>
        <SidebarNav onNavigate={() => onOpenChange(false)} onLogout={onLogout} />
      </SheetContent>
    </Sheet>
  );
}
