"use client";

import { useQuery } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { DashboardStats } from "@/lib/invoices/dashboard-stats";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

/** Pro (crown) or Free, and for Free users the invoices left this month. */
export function PlanBadge({ isPro }: { isPro: boolean }) {
  const { data: stats } = useQuery<DashboardStats>({ queryKey: ["/api/dashboard/stats"], enabled: !isPro });
  if (isPro) {
    return (
      <Badge variant="pro" className="gap-1">
        <Crown className="size-3.5" aria-hidden />
        Pro
      </Badge>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Badge variant="secondary">Free</Badge>
      {typeof stats?.remainingInvoices === "number" && (
        <span className="text-xs text-muted-foreground" data-testid="invoices-left">
          {stats.remainingInvoices} of {FREE_INVOICES_PER_MONTH}
          <span className="hidden sm:inline"> invoices</span> left<span className="hidden sm:inline"> this month</span>
        </span>
      )}
    </div>
  );
}
