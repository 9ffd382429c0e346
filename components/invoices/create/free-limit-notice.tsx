"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { DashboardStats } from "@/lib/invoices/dashboard-stats";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";
import { DASHBOARD_STATS_KEY } from "../dashboard-stats-key";

const renewal = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** The first day of the next calendar month (UTC), when the Free allowance starts again (lib/plans quotaMonth). */
function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * A Free user's monthly allowance, at the top of /create-invoice before anything is typed (issue
 * #24, item 4): with none left, an alert with the upgrade path; otherwise a quiet count. The server
 * still decides at create time (a race with another tab gets the limit toast as before).
 */
export function FreeLimitNotice({ isPro, now = new Date() }: { isPro: boolean; now?: Date }) {
  const { data: stats } = useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY, enabled: !isPro });
  if (isPro || typeof stats?.remainingInvoices !== "number") return null;
  if (stats.remainingInvoices > 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Free plan: {stats.remainingInvoices} of {FREE_INVOICES_PER_MONTH} invoices remaining this month.
      </p>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>Invoice limit reached</AlertTitle>
      <AlertDescription>
        <p>
          You have used all {FREE_INVOICES_PER_MONTH} invoices of the Free plan this month. It renews on{" "}
          {renewal.format(nextMonthStart(now))}. Upgrade to Pro for unlimited invoices.
        </p>
        <Link href="/settings?upgrade=true" className="font-medium underline underline-offset-4">
          Upgrade to Pro
        </Link>
      </AlertDescription>
    </Alert>
  );
}
