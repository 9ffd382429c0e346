"use client";

import { LogOut, RefreshCw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useLogout } from "@/components/app-shell/use-logout";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRefreshAdmin } from "./admin-queries";
import { AnalyticsTab } from "./analytics-tab";
import { BugReportsTab } from "./bug-reports-tab";
import { InvoicesTab } from "./invoices-tab";
import { LiveFeedTab } from "./live-feed-tab";
import { OverviewTab } from "./overview-tab";
import { SettingsTab } from "./settings-tab";
import { UsersTab } from "./users-tab";

const TABS = [
  { value: "overview", label: "Overview", Content: OverviewTab },
  { value: "analytics", label: "Analytics", Content: AnalyticsTab },
  { value: "users", label: "Users", Content: UsersTab },
  { value: "invoices", label: "Invoices", Content: InvoicesTab },
  { value: "feed", label: "Live Feed", Content: LiveFeedTab },
  { value: "bugs", label: "Bug Reports", Content: BugReportsTab },
  { value: "settings", label: "Settings", Content: SettingsTab },
] as const;

/**
 * The signed-in admin center: header with Refresh and Logout, seven tabs. A tab's content (and its
 * queries, with their refresh intervals) is mounted only while the tab is open, so the Analytics
 * charts load when that tab is first opened.
 */
export function AdminCenter({ email }: { email: string }) {
  const refresh = useRefreshAdmin();
  const logout = useLogout();
  const [isRefreshing, setIsRefreshing] = useState(false);

  async function handleRefresh() {
    setIsRefreshing(true);
    await refresh().finally(() => setIsRefreshing(false));
  }

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="sticky top-0 z-10 border-b bg-background">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 md:px-8">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          <h1 className="font-semibold">Admin Control Center</h1>
          <span className="hidden truncate text-sm text-muted-foreground sm:inline">{email}</span>
          <div className="ml-auto flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={handleRefresh} disabled={isRefreshing}>
              <RefreshCw className={isRefreshing ? "animate-spin" : undefined} aria-hidden />
              Refresh
            </Button>
            <Button variant="ghost" size="sm" onClick={logout}>
              <LogOut aria-hidden />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl p-4 md:p-8">
        <Tabs defaultValue="overview" className="gap-6">
          <TabsList className="h-auto w-full flex-wrap justify-start md:w-fit">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="flex-none">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Content }) => (
            <TabsContent key={value} value={value}>
              <Content />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
