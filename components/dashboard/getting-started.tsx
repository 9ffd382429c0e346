"use client";

import { CheckCircle2, Circle } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PublicUser } from "@/lib/auth/public-user";
import type { DashboardStats } from "@/lib/invoices/dashboard-stats";
import { findMissingFields, type RequiredProfileField } from "@/lib/profile/required-fields";

/** What the invoice form asks of the profile, the name aside (signup always sets it). */
const PROFILE_FIELDS: readonly RequiredProfileField[] = ["email", "address", "city", "postalCode", "country"];

type Step = { label: string; href: string; done: boolean };

/** The four steps from signup to the first invoice, in the order they are usually done. */
export function gettingStartedSteps(user: PublicUser, stats: Pick<DashboardStats, "totalInvoices" | "totalCustomers">): Step[] {
  return [
    { label: "Complete the profile", href: "/settings", done: findMissingFields(user, PROFILE_FIELDS).length === 0 },
    { label: "Confirm the e-mail address", href: "/settings", done: user.emailVerified },
    { label: "Add a customer", href: "/customers?add=true", done: stats.totalCustomers > 0 },
    { label: "Create the first invoice", href: "/create-invoice", done: stats.totalInvoices > 0 },
  ];
}

/**
 * A new user's getting-started checklist on the dashboard (issue #24, item 8): each step a link to
 * where it is done, ticked once it is; the card disappears when all four are done. Nothing is
 * stored: every step is read from the profile and the counts, so it can't go stale.
 */
export function GettingStarted({ user, stats }: { user: PublicUser; stats: DashboardStats | undefined }) {
  if (!stats) return null;
  const steps = gettingStartedSteps(user, stats);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <Card role="region" aria-labelledby="getting-started-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="getting-started-title">Getting started</h2>
        </CardTitle>
        <CardDescription>
          {done} of {steps.length} done
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.label} data-done={step.done} className="flex items-center gap-2 text-sm">
              {step.done ? (
                <>
                  <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
                  <span className="text-muted-foreground line-through">{step.label}</span>
                  <span className="sr-only"> (done)</span>
                </>
              ) : (
                <>
                  <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <Link href={step.href} className="font-medium text-primary underline-offset-4 hover:underline">
                    {step.label}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
