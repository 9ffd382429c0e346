"use client";

import { CreditCard } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCardPaymentStatus, useStartCardPayments, useStopCardPayments, type CardPaymentStatus } from "./use-card-payments";

/** One sentence for where the account stands, in the user's words. */
function stateOf(status: CardPaymentStatus): { badge: string; tone: "default" | "secondary" | "outline"; text: string } {
  if (!status.available) {
    return {
      badge: "Not available",
      tone: "outline",
      text: "Online card payments aren't available on this InvoiceFlow server yet. Your customers can still pay by bank transfer.",
    };
  }
  if (!status.connected)
    return {
      badge: "Off",
      tone: "outline",
      text: "Connect your own Stripe account and your customers can pay each invoice by card. The money goes to your Stripe account; we take no fee.",
    };
  if (status.chargesEnabled)
    return {
      badge: "On",
      tone: "default",
      text: "Your invoices show Pay now, in the e-mail and on the invoice link. Payments are recorded on the invoice as soon as Stripe confirms them.",
    };
  if (status.detailsSubmitted)
    return {
      badge: "Waiting for Stripe",
      tone: "secondary",
      text: "Stripe is reviewing your details. Pay now appears on your invoices once Stripe lets your account take payments.",
    };
  return {
    badge: "Setup not finished",
    tone: "secondary",
    text: "Finish setting up your Stripe account: Stripe still needs a few details before you can take payments.",
  };
}

/**
 * Settings → "Get paid online" (issue #27): connect the user's own Stripe account (Stripe Connect),
 * see whether it can take payments, stop card payments. The status is Stripe's, read on display.
 */
export function GetPaidOnlineCard() {
  const status = useCardPaymentStatus();
  const start = useStartCardPayments();
  const stop = useStopCardPayments();
  const state = status.data ? stateOf(status.data) : null;
  const action = status.data?.connected ? (status.data.chargesEnabled ? null : "Continue setup on Stripe") : "Connect Stripe";

  return (
    <Card aria-labelledby="settings-get-paid-heading">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="settings-get-paid-heading" className="flex flex-wrap items-center gap-2">
            <CreditCard aria-hidden className="size-5" />
            Get paid online
            {state && (
              <Badge variant={state.tone} data-testid="card-payments-state">
                {state.badge}
              </Badge>
            )}
          </h2>
        </CardTitle>
        <CardDescription>Let customers pay your invoices by card with Pay now.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Spinner label="Checking your Stripe account" />
        ) : status.isError || !state ? (
          <p className="text-sm text-destructive">Could not check your Stripe account right now. Please reload the page.</p>
        ) : (
          <p className="text-sm">{state.text}</p>
        )}
      </CardContent>
      {status.data?.available && (
        <CardFooter className="flex flex-wrap justify-end gap-2">
          {status.data.connected && (
            <Button variant="outline" onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? "Stopping..." : "Stop card payments"}
            </Button>
          )}
          {action && (
            <Button onClick={() => start.mutate()} disabled={start.isPending}>
              {start.isPending ? "Opening Stripe..." : action}
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
