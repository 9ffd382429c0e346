import type { ReactNode } from "react";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "@/components/ui/tabs-styles";
import { cn } from "@/lib/utils";

export type AuthTab = "signin" | "signup";

const TABS: readonly { id: AuthTab; label: string; href: string }[] = [
  { id: "signin", label: "Sign In", href: "/auth" },
  { id: "signup", label: "Sign Up", href: "/auth?tab=signup" },
];

/**
 * /auth's two tabs without JavaScript: each tab is a link to the page with that panel open, so the
 * server renders the chosen panel and the other stays `hidden` (both exist, so each tab's
 * aria-controls names a real element). Styled as components/ui/tabs.tsx, whose classes it shares.
 */
export function AuthTabs({ selected, panels }: { selected: AuthTab; panels: Record<AuthTab, ReactNode> }) {
  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label="Sign in or sign up" className={cn(TABS_LIST_CLASS, "grid w-full grid-cols-2")}>
        {TABS.map((tab) => (
          <a
            key={tab.id}
            href={tab.href}
            role="tab"
            id={`auth-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`auth-panel-${tab.id}`}
            data-state={tab.id === selected ? "active" : "inactive"}
            className={TABS_TRIGGER_CLASS}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`auth-panel-${tab.id}`} aria-labelledby={`auth-tab-${tab.id}`} hidden={tab.id !== selected}>
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
