import { Receipt } from "lucide-react";
import { SiteLink } from "./site-link";
import { cn } from "@/lib/utils";

/** The product mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <SiteLink
      href="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden>
        <Receipt className="size-4.5" />
      </span>
      <span className="text-lg">InvoiceFlow</span>
    </SiteLink>
  );
}
