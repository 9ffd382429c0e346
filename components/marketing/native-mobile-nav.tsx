import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type NativeMobileNavProps = {
  buttonClassName: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
};

/**
 * The small-screen menu of a page that ships no JavaScript (components/marketing/static-page.tsx):
 * the browser's own disclosure element opens and closes it, and a followed link loads the next
 * page, which starts closed. Same look as MobileNav, the island of the pages that hydrate.
 */
export function NativeMobileNav({ buttonClassName, openIcon, closeIcon, children }: NativeMobileNavProps) {
  return (
    <details className="group md:hidden">
      <summary className={cn(buttonClassName, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <span className="contents group-open:hidden">{openIcon}</span>
        <span className="hidden group-open:contents">{closeIcon}</span>
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b bg-background shadow-md animate-fade-in">{children}</div>
    </details>
  );
}
