"use client";

import { Bug } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { useBugReports } from "./admin-queries";
import { BugReportCard } from "./bug-report-card";
import { QueryState } from "./stat-card";

/** Bug Reports: the count, then a card per report. */
export function BugReportsTab() {
  const reports = useBugReports();
  return (
    <div className="space-y-4">
      <QueryState isLoading={reports.isLoading} error={reports.error} />
      {reports.data && (
        <p className="text-sm text-muted-foreground" data-testid="bug-report-count">
          {reports.data.length} {reports.data.length === 1 ? "report" : "reports"}
        </p>
      )}
      {reports.data?.length === 0 && (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-muted-foreground">
            <Bug className="size-8" aria-hidden />
            No bug reports
          </CardContent>
        </Card>
      )}
      {reports.data?.map((report) => (
        <BugReportCard key={report.id} report={report} />
      ))}
    </div>
  );
}
