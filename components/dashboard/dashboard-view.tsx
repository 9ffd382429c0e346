"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Plus, Users } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import type { OssSummary } from "@/lib/eu-vat/oss-summary";
import type { DashboardStats } from "@/lib/invoices/dashboard-stats";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";
import { GettingStarted } from "./getting-started";
import { dashboardGreeting } from "./greeting";
import { MoneyFigureCards } from "./money-figure-cards";
import { ossQueryKey, OssMeterCard } from "./oss-meter-card";
import { RecentInvoicesCard } from "./recent-invoices-card";
import { OpenQuotesCard } from "@/components/quotes/open-quotes-card";

/** The figures the server read with the page (app/(app)/dashboard/page.tsx). */
export type DashboardInitialData = { stats: DashboardStats; oss?: { year: number; summary: OssSummary } };

const STATS_KEY = ["/api/dashboard/stats"] as const;

export function DashboardView({ initialData }: { initialData?: DashboardInitialData }) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  // As the shell does with the user: the server's figures fill an empty cache; figures already
  // cached (or invalidated by a change) are the client's and stay so.
  useState(() => {
    if (!initialData) return;
    if (queryClient.getQueryData(STATS_KEY) === undefined) queryClient.setQueryData(STATS_KEY, initialData.stats);
    const oss = initialData.oss;
    if (oss && queryClient.getQueryData(ossQueryKey(oss.year)) === undefined) queryClient.setQueryData(ossQueryKey(oss.year), oss.summary);
  });
  const { data: stats } = useQuery<DashboardStats>({ queryKey: STATS_KEY });
  // The moment of the first render: the greeting does not change while the page is open.
  const [now] = useState(() => Date.now());
  const greeting = dashboardGreeting(user, stats?.totalInvoices, now);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          {/* A 160-character company name without a space: two lines, then cut; the whole greeting in title. */}
          <h1 className="line-clamp-2 text-2xl font-bold tracking-tight wrap-anywhere" title={greeting}>
            {greeting}
          </h1>
          <p className="text-muted-foreground">Here is how your invoicing looks.</p>
        </div>
        <Button asChild>
          <Link href="/create-invoice">
            <Plus aria-hidden />
            Create Invoice
          </Link>
        </Button>
      </div>
      {user && <GettingStarted user={user} stats={stats} />}
      {!user?.isPro && typeof stats?.remainingInvoices === "number" && (
        <Alert>
          <AlertDescription>
            Free plan: {stats.remainingInvoices} of {FREE_INVOICES_PER_MONTH} invoices remaining this month.{" "}
            <Link href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
              Upgrade to Pro
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <MoneyFigureCards stats={stats} />
      {user?.country && <OssMeterCard country={user.country} year={new Date(now).getUTCFullYear()} />}
      <div className="grid grid-cols-2 gap-4">
        <StatCard title="Invoices" value={stats?.totalInvoices} icon={<FileText className="size-4 text-muted-foreground" aria-hidden />} />
        <StatCard title="Customers" value={stats?.totalCustomers} icon={<Users className="size-4 text-muted-foreground" aria-hidden />} />
      </div>
      <OpenQuotesCard />
      <RecentInvoicesCard />
    </div>
  );
}

function StatCard({ title, value, icon }: { title: string; value: number | undefined; icon: React.ReactNode }) {
  return (
    <Card role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value ?? "–"}</p>
      </CardContent>
    </Card>
  );
}
