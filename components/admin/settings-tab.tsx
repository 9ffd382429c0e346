"use client";

import { BellRing, CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FREE_INVOICES_PER_MONTH, PRO_PRICE_USD } from "@/lib/plans";
import { useAdminAlerts } from "./admin-queries";
import { QueryState } from "./stat-card";

/** Settings: the read-only pricing and the three alerts, each evaluated on the server. */
export function SettingsTab() {
  const alerts = useAdminAlerts();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Pricing</h2>
          </CardTitle>
          <CardDescription>Read-only: plans are set in code and in Stripe.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <div className="flex justify-between rounded-md border p-3">
            <span className="font-medium">Free</span>
            <span>0 USD · {FREE_INVOICES_PER_MONTH} invoices/month</span>
          </div>
          <div className="flex justify-between rounded-md border p-3">
            <span className="font-medium">Pro</span>
            <span>{PRO_PRICE_USD} USD/month · unlimited invoices</span>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Alerts</h2>
          </CardTitle>
          <CardDescription>Enabled. Evaluated on today&apos;s figures every 30 seconds.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <QueryState isLoading={alerts.isLoading} error={alerts.error} />
          {alerts.data?.map((alert) => (
            <div key={alert.id} className="flex items-start gap-3 rounded-md border p-3" data-testid={`alert-${alert.id}`}>
              {alert.triggered ? (
                <BellRing className="mt-0.5 size-4 text-destructive" aria-hidden />
              ) : (
                <CheckCircle2 className="mt-0.5 size-4 text-green-600" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">{alert.label}</span>
                  <Badge variant="outline">Enabled</Badge>
                  {alert.triggered ? <Badge variant="destructive">Triggered</Badge> : <Badge variant="secondary">Quiet</Badge>}
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{alert.detail}</p>
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
