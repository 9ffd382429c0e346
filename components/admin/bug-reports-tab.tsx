"use client";

import { Bug } from "lucide-react";
import { useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { SUPPORT_CATEGORIES } from "@/lib/support/support-schema";
import { useBugReports, type BugReport } from "./admin-queries";
import { BugReportCard } from "./bug-report-card";
import { QueryState } from "./stat-card";

type CategoryFilter = "all" | (typeof SUPPORT_CATEGORIES)[number];

const CATEGORY_NAMES: Record<(typeof SUPPORT_CATEGORIES)[number], string> = {
  bug: "Bug",
  billing: "Billing",
  invoice: "Invoice",
  feature: "Feature",
  general: "General",
  account: "Account",
};

/** A report's category; reports older than the category default to general (SPEC section 5). */
const categoryOf = (report: BugReport) => report.category || "general";

/**
 * Bug Reports: every support request, whatever its category (issue #24, item 6), with a filter by
 * category; the count, then a card per report.
 */
export function BugReportsTab() {
  const reports = useBugReports();
  const [category, setCategory] = useState<CategoryFilter>("all");
  const all = reports.data ?? [];
  const shown = category === "all" ? all : all.filter((report) => categoryOf(report) === category);
  return (
    <div className="space-y-4">
      <QueryState isLoading={reports.isLoading} error={reports.error} />
      {reports.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" data-testid="bug-report-count">
            {shown.length} {shown.length === 1 ? "report" : "reports"}
          </p>
          <div className="flex items-center gap-2">
            <Label htmlFor="bug-report-category">Category</Label>
            <select
              id="bug-report-category"
              value={category}
              onChange={(event) => setCategory(event.target.value as CategoryFilter)}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <option value="all">All categories ({all.length})</option>
              {SUPPORT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {CATEGORY_NAMES[value]} ({all.filter((report) => categoryOf(report) === value).length})
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {reports.data && shown.length === 0 && (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-muted-foreground">
            <Bug className="size-8" aria-hidden />
            No bug reports
          </CardContent>
        </Card>
      )}
      {shown.map((report) => (
        <BugReportCard key={report.id} report={report} />
      ))}
    </div>
  );
}
