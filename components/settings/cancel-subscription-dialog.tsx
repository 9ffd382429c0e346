"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { BILLING_STATUS_KEY } from "@/lib/api-client/use-billing-status";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";

/** Cancel at period end, after a confirmation that says Pro lasts until then. */
export function CancelSubscriptionDialog({ periodEnd }: { periodEnd: string | null }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [isCancelling, setCancelling] = useState(false);

  async function cancel() {
    setCancelling(true);
    try {
      const { message } = (await (await apiRequest("POST", "/api/cancel-subscription")).json()) as { message: string };
      toast.success("Subscription cancelled", { description: message });
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]);
    } catch (error) {
      toast.error(BILLING_TEXTS.cancelFailed, { description: errorMessage(error, BILLING_TEXTS.cancelFailed) });
    } finally {
      setCancelling(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Cancel Subscription</Button>}
      title="Cancel your Pro subscription?"
      description={
        <>
          You won&apos;t be charged again. Pro access continues until the end of the billing period{periodEnd ? ` on ${periodEnd}` : ""},
          then your account returns to the Free plan.
        </>
      }
      cancelLabel="Keep Pro"
      confirmLabel="Cancel Subscription"
      pendingLabel="Cancelling..."
      isPending={isCancelling}
      onConfirm={() => void cancel()}
    />
  );
}
