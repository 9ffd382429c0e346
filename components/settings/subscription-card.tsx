import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PRO_PRICE_USD } from "@/lib/plans";

/**
 * The subscription and its actions. Cancelling and the billing portal need Stripe, which arrives
 * with the billing work; until then the buttons say so instead of failing.
 */
export function SubscriptionCard({ isPro, onUpgrade }: { isPro: boolean; onUpgrade: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Subscription</h2>
        </CardTitle>
        <CardDescription>{isPro ? `Pro · ${PRO_PRICE_USD} USD/month` : "Free · 0 USD"}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPro ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled aria-describedby="billing-not-configured">
                Cancel Subscription
              </Button>
              <Button variant="outline" disabled aria-describedby="billing-not-configured">
                Billing Portal
              </Button>
            </div>
            <p id="billing-not-configured" className="text-sm text-muted-foreground">
              Billing is not configured on this server, so the subscription can&apos;t be cancelled or managed here yet.
            </p>
          </>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">You have no paid subscription. Pro costs {PRO_PRICE_USD} USD/month.</p>
            <Button variant="outline" onClick={onUpgrade}>
              See Pro
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
