import { Crown } from "lucide-react";
import { SubscribeLink } from "@/components/billing/subscribe-link";
import { ProFeatureList } from "@/components/billing/pro-feature-list";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useBillingStatus } from "@/lib/api-client/use-billing-status";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";
import { PRO_PRICE_USD } from "@/lib/plans";

/** Explains Pro and leads to /subscribe; opened by Upgrade buttons and by /settings?upgrade=true. */
export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const status = useBillingStatus();
  const notConfigured = status.data?.configured === false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="size-5 text-pro-foreground" aria-hidden />
            Upgrade to Pro
          </DialogTitle>
          <DialogDescription>{PRO_PRICE_USD} USD/month. Everything in Free, without the limits.</DialogDescription>
        </DialogHeader>
        <ProFeatureList className="space-y-2" />
        {notConfigured && (
          <p role="note" className="rounded-md border bg-muted p-3 text-sm">
            {BILLING_TEXTS.upgradeUnavailable}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Maybe Later</Button>
          </DialogClose>
          {notConfigured ? (
            <Button disabled>Upgrade to Pro – {PRO_PRICE_USD} USD/month</Button>
          ) : (
            <Button asChild>
              <SubscribeLink>Upgrade to Pro – {PRO_PRICE_USD} USD/month</SubscribeLink>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
