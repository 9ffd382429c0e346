"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AnalyticsPeriod } from "@/lib/admin/admin-analytics";
import { useAdminAnalytics } from "./admin-queries";
import { QueryState } from "./stat-card";

// recharts is big: its chunk is fetched only when this tab is opened, never on other pages.
const AnalyticsCharts = dynamic(() => import("./analytics-charts").then((module) => module.AnalyticsCharts), {
  ssr: false,
  loading: () => <p className="text-sm text-muted-foreground">Loading charts…</p>,
});

const PERIODS: { value: AnalyticsPeriod; label: string }[] = [
  { value: "week", label: "7 days" },
  { value: "month", label: "30 days" },
  { value: "year", label: "1 year" },
];

/** Analytics: period selector (default 30 days) and the four charts, refreshed every 60 s. */
export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>("month");
  const analytics = useAdminAnalytics(period);
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <Label htmlFor="analytics-period">Period</Label>
        <Select value={period} onValueChange={(value) => setPeriod(value as AnalyticsPeriod)}>
          <SelectTrigger id="analytics-period" className="w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PERIODS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <QueryState isLoading={analytics.isLoading} error={analytics.error} />
      {analytics.data && <AnalyticsCharts data={analytics.data} period={period} />}
    </div>
  );
}
