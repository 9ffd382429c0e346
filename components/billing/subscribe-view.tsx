"use client";

import { Crown } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useBillingStatus } from "@/lib/api-client/use-billing-status";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";
import { useClientSecret } from "./use-client-secret";

export function InitializingPayment() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-muted-foreground" role="status">
      <Spinner className="size-8" label="Initializing payment" />
      <p>Initializing payment...</p>
    </div>
  );
}

// Stripe Elements and Stripe.js are loaded on this page only, and only once a secret is there.
const CheckoutForm = dynamic(() => import("./checkout-form").then((module) => module.CheckoutForm), {
  ssr: false,
  loading: () => <InitializingPayment />,
});

function BackToSettings() {
  return (
    <Button asChild variant="link" className="px-0">
      <Link href="/settings">Back to Settings</Link>
    </Button>
  );
}

function Notice({ title, children, icon }: { title: string; children: React.ReactNode; icon?: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        {icon}
        <CardTitle asChild>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <BackToSettings />
      </CardContent>
    </Card>
  );
}

/** /subscribe (SPEC section 2): already Pro, not configured, or the payment flow. */
export function SubscribeView() {
  const { user } = useCurrentUser();
  const status = useBillingStatus();

  if (!user || status.isLoading) return <InitializingPayment />;
  if (user.isPro) {
    return (
      <Notice title="You're Already Pro!" icon={<Crown className="size-10 text-pro-foreground" aria-hidden />}>
        Your account already has unlimited invoices, premium templates and your logo on invoices.
      </Notice>
    );
  }
  if (!status.data?.configured || !status.data.publishableKey) {
    return <Notice title="Upgrade to Pro">{BILLING_TEXTS.upgradeUnavailable}</Notice>;
  }
  return <StartSubscription publishableKey={status.data.publishableKey} />;
}

function StartSubscription({ publishableKey }: { publishableKey: string }) {
  const secret = useClientSecret();
  if (secret.state === "loading") return <InitializingPayment />;
  if (secret.state === "error") {
    return (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Upgrade to Pro</h1>
          </CardTitle>
          <CardDescription role="alert">{secret.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex items-center justify-between gap-3">
          <BackToSettings />
          <Button onClick={secret.retry}>Try again</Button>
        </CardContent>
      </Card>
    );
  }
  return <CheckoutForm publishableKey={publishableKey} clientSecret={secret.clientSecret} />;
}
