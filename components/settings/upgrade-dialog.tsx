import { Check, Crown } from "lucide-react";
import Link from "next/link";
import { PRO_PLAN } from "@/components/marketing/plans";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PRO_PRICE_USD } from "@/lib/plans";

/** Explains Pro and leads to /subscribe; opened by Upgrade buttons and by /settings?upgrade=true. */
export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="size-5 text-pro-foreground" aria-hidden />
            Upgrade to Pro
          </DialogTitle>
          <DialogDescription>
            {PRO_PRICE_USD} USD/month. Everything in Free, without the limits.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-2 text-sm">
          {PRO_PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Maybe Later</Button>
          </DialogClose>
          <Button asChild>
            <Link href="/subscribe">Upgrade to Pro – {PRO_PRICE_USD} USD/month</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
