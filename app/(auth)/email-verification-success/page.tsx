import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = { title: "Account created" };

/** Where a new account lands after signup (SPEC section 4); its content is our own choice. */
export default function EmailVerificationSuccessPage() {
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden />
          <CardTitle className="text-2xl">Your account has been created</CardTitle>
          <CardDescription>
            You are signed in and ready to go. Complete your profile in Settings, add a customer and send your first invoice.
          </CardDescription>
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
