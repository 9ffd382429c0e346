"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useQueryClient } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ProFeatureList } from "@/components/billing/pro-feature-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import { BILLING_TEXTS } from "@/lib/billing/billing-texts";
import { PRO_PRICE_USD } from "@/lib/plans";

export const PAYMENT_RETURN_PATH = "/settings?payment=success";

/** The 'Upgrade to Pro' card with Stripe's Payment Element (SPEC section 2, /subscribe). */
export function CheckoutForm({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  // @stripe/stripe-js/pure injects Stripe.js only when loadStripe runs, i.e. on this page.
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: "stripe" } }}>
      <PaymentCard clientSecret={clientSecret} />
    </Elements>
  );
}

/** After Stripe confirmed: the server asks Stripe too, and only then is the user Pro. */
async function activate(): Promise<boolean> {
  try {
    const response = await fetch("/api/activate-subscription", { method: "POST", credentials: "include" });
    return response.ok;
  } catch {
    return false;
  }
}

function PaymentCard({ clientSecret }: { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [isReady, setReady] = useState(false);
  const [isPaying, setPaying] = useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    const confirmParams = { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` };
    // A trial or a 0 amount due gives a setup intent instead of a payment intent.
    const result = clientSecret.startsWith("seti_")
      ? await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" })
      : await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" });
    if (result.error) {
      toast.error(BILLING_TEXTS.paymentFailedTitle, { description: result.error.message ?? "The payment could not be completed." });
      setPaying(false);
      return;
    }
    // Confirmed without leaving the page (no 3-D Secure redirect): activate, then the return address.
    if (!(await activate())) {
      toast.error(BILLING_TEXTS.activationFailedTitle, { description: BILLING_TEXTS.activationFailed });
      setPaying(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    router.push(PAYMENT_RETURN_PATH);
  }

  return (
    <Card>
      <form onSubmit={pay}>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="flex items-center gap-2 text-xl">
              <Crown className="size-5 text-pro-foreground" aria-hidden />
              Upgrade to Pro
            </h1>
          </CardTitle>
          <CardDescription>
            <span className="text-2xl font-bold text-foreground">{PRO_PRICE_USD} USD</span>/month · cancel any time
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <ProFeatureList className="grid gap-1.5 sm:grid-cols-2" />
          <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
        </CardContent>
        <CardFooter className="flex flex-col gap-3 pt-6">
          <Button type="submit" className="w-full" disabled={!stripe || !isReady || isPaying}>
            {isPaying ? "Processing..." : "Start Pro Subscription"}
          </Button>
          <Button asChild variant="link">
            <Link href="/settings">Back to Settings</Link>
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
