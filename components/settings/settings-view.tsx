"use client";

import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { AccountSection } from "./account-section";
import { AccountantCard } from "./accountant-card";
import { GetPaidOnlineCard } from "./get-paid-online-card";
import { PaymentRemindersCard } from "./payment-reminders-card";
import { PaymentSuccessAlert } from "./payment-success-alert";
import { PlanBanner } from "./plan-banner";
import { SecurityCard } from "./security-card";
import { SettingsForm } from "./settings-form";
import { SubscriptionCard } from "./subscription-card";
import { UpgradeDialog } from "./upgrade-dialog";
import { usePaymentReturn } from "./use-payment-return";
import { useSettingsParams } from "./use-settings-params";

/** /settings: plan, subscription, profile, invoice preferences, getting paid online, payment reminders, the accountant's hand-off and the account (SPEC section 2). */
export function SettingsView({ recordsRetentionYears }: { recordsRetentionYears: number }) {
  const { user } = useCurrentUser();
  const params = useSettingsParams();
  const openUpgrade = () => params.setUpgradeOpen(true);
  const paymentOutcome = usePaymentReturn(params.isPaymentSuccess, user !== null);

  if (!user) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading your settings" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PaymentSuccessAlert outcome={paymentOutcome} onDismiss={params.dismissPaymentSuccess} />
      <PlanBanner isPro={user.isPro} />
      <SubscriptionCard isPro={user.isPro} />
      <SettingsForm user={user} onUpgrade={openUpgrade} />
      <GetPaidOnlineCard />
      <PaymentRemindersCard user={user} />
      <AccountantCard />
      <SecurityCard />
      <AccountSection recordsRetentionYears={recordsRetentionYears} />
      <UpgradeDialog open={params.isUpgradeOpen} onOpenChange={params.setUpgradeOpen} />
    </div>
  );
}
