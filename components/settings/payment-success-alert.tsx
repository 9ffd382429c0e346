import { CircleCheck, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown on /settings?payment=success, the address the payment flow returns to. */
export function PaymentSuccessAlert({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-success/30 bg-success/10 p-4 text-success">
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">Payment successful</p>
        <p className="text-sm">Welcome to Pro! Unlimited invoices, premium templates and your logo are now available.</p>
      </div>
      <Button variant="ghost" size="icon" className="size-7 text-success" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
