"use client";

import { CreditCard, Crown, FileText, TrendingDown, UserCheck, Users } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/money/format-money";
import type { InvoiceIntelligence } from "@/lib/admin/invoice-intelligence";
import { useAdminStats, useInvoiceIntelligence } from "./admin-queries";
import { formatCount, formatPercent, formatUsd } from "./format";
import { QueryState, StatCard } from "./stat-card";

/** Overview: the stats cards and the Invoice Intelligence panel (refreshed every 30 s). */
export function OverviewTab() {
  const stats = useAdminStats();
  const intelligence = useInvoiceIntelligence();
  const s = stats.data;
  const i = intelligence.data;
  return (
    <div className="space-y-6">
      <QueryState isLoading={stats.isLoading} error={stats.error} />
      {s && (
        <>
          <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <StatCard label="Total users" value={formatCount(s.totalUsers)} icon={Users} />
            <StatCard label="Pro users" value={formatCount(s.proUsers)} hint={`${formatPercent(s.conversionRate)} of users`} icon={Crown} />
            <StatCard label="Monthly revenue" value={formatUsd(s.monthlyRevenue)} hint="This calendar month (UTC)" icon={CreditCard} />
            <StatCard label="Total invoices" value={formatCount(s.totalInvoices)} icon={FileText} />
            <StatCard label="Active users (7 days)" value={formatCount(s.activeUsers7d)} icon={UserCheck} />
          </section>
          <section aria-label="Usage" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Invoices this month" value={formatCount(s.invoicesThisMonth)} />
            <StatCard label="Avg invoices per user" value={s.avgInvoicesPerUser.toFixed(2)} />
            <StatCard label="Free-to-Pro conversion" value={formatPercent(s.conversionRate)} />
            <StatCard label="Monthly churn" value={formatPercent(s.churnRate)} icon={TrendingDown} />
          </section>
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Invoice Intelligence</h2>
          </CardTitle>
          <CardDescription>All invoices; today, this week (from Monday) and this month in UTC.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState isLoading={intelligence.isLoading} error={intelligence.error} />
          {i && (
            <div className="grid gap-6 lg:grid-cols-3">
              <AveragePerCurrency rows={i.avgInvoiceTotalByCurrency} />
              <div className="grid content-start gap-3 sm:grid-cols-3 lg:grid-cols-1">
                <StatCard label="Invoices today" value={formatCount(i.invoicesToday)} />
                <StatCard label="Invoices this week" value={formatCount(i.invoicesThisWeek)} />
                <StatCard label="Invoices this month" value={formatCount(i.invoicesThisMonth)} />
              </div>
              <div>
                <h3 className="mb-2 text-sm font-medium">Top buyer countries</h3>
                {i.topBuyerCountries.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No invoices yet</p>
                ) : (
                  <ol className="space-y-1 text-sm">
                    {i.topBuyerCountries.map((row, index) => (
                      <li key={row.country} className="flex justify-between gap-2">
                        <span>
                          {index + 1}. {row.country}
                        </span>
                        <span className="font-medium tabular-nums">{formatCount(row.count)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * One average per currency, most invoices first (issue #24, item 11): an average that adds €, kr and
 * $ means nothing, so there is no all-currency figure.
 */
function AveragePerCurrency({ rows }: { rows: InvoiceIntelligence["avgInvoiceTotalByCurrency"] }) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium">Average invoice total</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoices yet</p>
      ) : (
        <ul aria-label="Average invoice total per currency" className="space-y-2">
          {rows.map((row) => (
            <li key={row.currency} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border px-3 py-2">
              <span className="text-lg font-bold tabular-nums">{formatMoney(row.average, row.currency, "en")}</span>
              <span className="text-xs text-muted-foreground">
                {row.currency} · {formatCount(row.count)} {row.count === 1 ? "invoice" : "invoices"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
