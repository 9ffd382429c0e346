import { CheckCircle2, CircleAlert, MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Account created" };

const STATES = {
  // Right after signup: the account exists and the user is signed in.
  created: {
    icon: CheckCircle2,
    iconClass: "text-success",
    title: "Your account has been created",
    text: "You are signed in and ready to go. We have sent you an e-mail with a link to confirm your address. Complete your profile in Settings, add a customer and send your first invoice.",
  },
  // The link in the signup mail worked.
  verified: {
    icon: MailCheck,
    iconClass: "text-success",
    title: "Email verified",
    text: "Thanks — your e-mail address is confirmed.",
  },
  invalid: {
    icon: CircleAlert,
    iconClass: "text-destructive",
    title: "This link no longer works",
    text: "This confirmation link is invalid, has already been used, or has expired (links are valid for 24 hours). If you already confirmed your e-mail address, there's nothing more to do.",
  },
} as const;

/** Where signup lands (SPEC section 4), and where the confirmation link of the signup mail leads. */
export default async function EmailVerificationSuccessPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { status } = await searchParams;
  const state = status === "verified" || status === "invalid" ? STATES[status] : STATES.created;
  const Icon = state.icon;
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="text-center">
        <CardHeader className="items-center">
          <Icon className={`mx-auto size-12 ${state.iconClass}`} aria-hidden />
          <CardTitle className="text-2xl">{state.title}</CardTitle>
          <CardDescription>{state.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg">
            <Link href="/dashboard">Go to your dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
