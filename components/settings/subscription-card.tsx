"use client";

import { SubscribeLink } from "@/components/billing/subscribe-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useBillingStatus } from "@/lib/api-client/use-billing-status";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";
import { PRO_PRICE_USD } from "@/lib/plans";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { useBillingPortal } from "./use-billing-portal";

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment failed",
  incomplete: "Awaiting payment",
  unpaid: "Unpaid",
  canceled: "Cancelled",
  incomplete_expired: "Expired",
};

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The subscription: status, renewal or end date, Cancel (confirmed) and Manage billing (SPEC section 2). */
export function SubscriptionCard({ isPro }: { isPro: boolean }) {
  const { data: billing } = useBillingStatus();
  const portal = useBillingPortal();
  const subscription = billing?.subscription ?? null;
  const live = subscription && ["active", "trialing", "past_due"].includes(subscription.status) ? subscription : null;
  const date = formatDate(live?.currentPeriodEnd ?? null);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            Subscription
            {live && (
              <Badge variant={live.status === "past_due" ? "destructive" : "secondary"} data-testid="subscription-status">
                {STATUS_LABELS[live.status] ?? live.status}
              </Badge>
            )}
          </h2>
        </CardTitle>
        <CardDescription>{isPro ? `Pro · ${PRO_PRICE_USD} USD/month` : "Free · 0 USD"}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {live?.status === "past_due" && (
          <Alert variant="destructive">
            <AlertTitle>Your last payment failed</AlertTitle>
            <AlertDescription>
              Update your card in the billing portal. Stripe retries the payment; Pro stays on meanwhile, and ends if the payment keeps
              failing.
            </AlertDescription>
          </Alert>
        )}
        {live && date && (
          <p className="text-sm" data-testid="subscription-period">
            {live.cancelAtPeriodEnd ? `Cancelled: Pro access continues until ${date}.` : `Renews on ${date}.`}
          </p>
        )}
        {live ? (
          <div className="flex flex-wrap gap-2">
            {!live.cancelAtPeriodEnd && <CancelSubscriptionDialog periodEnd={date} />}
            <Button variant={live.status === "past_due" ? "default" : "outline"} disabled={portal.isPending} onClick={portal.open}>
              {portal.isPending ? "Opening..." : live.status === "past_due" ? "Update card" : "Manage billing"}
            </Button>
          </div>
        ) : isPro ? (
          <p className="text-sm text-muted-foreground">
            {billing?.proGrantedByAdmin
              ? "Your Pro plan was granted by our team: there is no paid subscription to manage."
              : "Your Pro plan has no paid subscription to manage."}
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              {billing?.configured === false
                ? BILLING_TEXTS.upgradeUnavailable
                : `You have no paid subscription. Pro costs ${PRO_PRICE_USD} USD/month.`}
            </p>
            {billing?.configured !== false && (
              <Button asChild variant="outline">
                <SubscribeLink>Upgrade to Pro</SubscribeLink>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
