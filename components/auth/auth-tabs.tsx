import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type AuthTab = "signin" | "signup";

const TABS: readonly { id: AuthTab; label: string; href: string }[] = [
  { id: "signin", label: "Sign In", href: "/auth" },
  { id: "signup", label: "Sign Up", href: "/auth?tab=signup" },
];

/**
 * /auth's two tabs without JavaScript: each tab is a link to the page with that panel open, so the
 * server renders the chosen panel and the other stays `hidden` (both exist, so each tab's
 * aria-controls names a real element). Styled as components/ui/tabs.tsx.
 */
export function AuthTabs({ selected, panels }: { selected: AuthTab; panels: Record<AuthTab, ReactNode> }) {
  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label="Sign in or sign up" className="grid h-9 w-full grid-cols-2 items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
        {TABS.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              href={tab.href}
              role="tab"
              id={`auth-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`auth-panel-${tab.id}`}
              className={cn(
                "inline-flex h-full items-center justify-center rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 outline-none",
                "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                isSelected && "bg-background text-foreground shadow-sm",
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`auth-panel-${tab.id}`} aria-labelledby={`auth-tab-${tab.id}`} hidden={tab.id !== selected}>
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
