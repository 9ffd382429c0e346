import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";
import type { PaymentReturn } from "./use-payment-return";

/** The outcome on /settings?payment=success: only a user who really is Pro now is congratulated. */
export function PaymentSuccessAlert({ outcome, onDismiss }: { outcome: PaymentReturn; onDismiss: () => void }) {
  if (outcome === null) return null;
  if (outcome === "checking") {
    return (
      <p role="status" className="rounded-xl border p-4 text-sm text-muted-foreground">
        Confirming your payment...
      </p>
    );
  }
  const activated = outcome === "activated";
  const tone = activated ? "border-success/30 bg-success/10 text-success" : "border-destructive/30 bg-destructive/10 text-destructive";
  const Icon = activated ? CircleCheck : CircleAlert;
  return (
    <div role={activated ? "status" : "alert"} className={`flex items-start gap-3 rounded-xl border p-4 ${tone}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">{activated ? BILLING_TEXTS.activatedTitle : BILLING_TEXTS.activationFailedTitle}</p>
        <p className="text-sm">{activated ? BILLING_TEXTS.activatedText : BILLING_TEXTS.activationFailed}</p>
      </div>
      <Button variant="ghost" size="icon" className="size-7" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
