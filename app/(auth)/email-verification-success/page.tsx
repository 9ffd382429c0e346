import { CheckCircle2, CircleAlert, MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Account created" };

type Status = "created" | "verified" | "invalid";
type State = { icon: typeof CheckCircle2; iconClass: string; title: string; text: string };

/**
 * What the page says depends on who opens it (issue #24, item 10): right after signup the visitor is
 * signed in; the confirmation link is often opened later, in another browser or on the phone, where
 * nobody is signed in. A signed-out visitor is told what is true and offered Sign in.
 */
const STATES: Record<Status, { signedIn: State; signedOut: State }> = {
  // Right after signup: the account exists and the user is signed in.
  created: {
    signedIn: {
      icon: CheckCircle2,
      iconClass: "text-success",
      title: "Your account has been created",
      text: "You are signed in and ready to go. We have sent you an e-mail with a link to confirm your address. Complete your profile in Settings, add a customer and send your first invoice.",
    },
    signedOut: {
      icon: MailCheck,
      iconClass: "text-success",
      title: "Check your e-mail",
      text: "If you have just created an account, we have sent you an e-mail with a link to confirm your address. Sign in to start invoicing.",
    },
  },
  // The link in the signup mail worked.
  verified: {
    signedIn: { icon: MailCheck, iconClass: "text-success", title: "Email verified", text: "Thanks — your e-mail address is confirmed." },
    signedOut: {
      icon: MailCheck,
      iconClass: "text-success",
      title: "Email verified",
      text: "Thanks — your e-mail address is confirmed. Sign in to continue.",
    },
  },
  invalid: {
    signedIn: {
      icon: CircleAlert,
      iconClass: "text-destructive",
      title: "This link no longer works",
      text: "This confirmation link is invalid, has already been used, or has expired (links are valid for 24 hours). If you already confirmed your e-mail address, there's nothing more to do.",
    },
    signedOut: {
      icon: CircleAlert,
      iconClass: "text-destructive",
      title: "This link no longer works",
      text: "This confirmation link is invalid, has already been used, or has expired (links are valid for 24 hours). If you already confirmed your e-mail address, there's nothing more to do. Sign in to send a new link from Settings.",
    },
  },
};

/** Where signup lands (SPEC section 4), and where the confirmation link of the signup mail leads. */
export default async function EmailVerificationSuccessPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { status } = await searchParams;
  const signedIn = (await getSessionUser()) !== null;
  const states = STATES[status === "verified" || status === "invalid" ? status : "created"];
  const state = signedIn ? states.signedIn : states.signedOut;
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
            {signedIn ? <Link href="/dashboard">Go to your dashboard</Link> : <Link href="/auth">Sign in</Link>}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
