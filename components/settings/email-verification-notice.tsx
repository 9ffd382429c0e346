"use client";

import { MailWarning } from "lucide-react";
import { useResendVerification } from "@/components/auth/use-resend-verification";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** Under the e-mail field while the address is unconfirmed: sending invoices waits for it. */
export function EmailVerificationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Alert className="border-pro/60 bg-pro/10 [&>svg]:text-pro-foreground">
      <MailWarning aria-hidden />
      <AlertTitle>E-mail not verified</AlertTitle>
      <AlertDescription>
        <p>
          Sending invoices by e-mail needs a confirmed address. Open the link we sent to {email} (it works for 24 hours), or ask for a new
          one.
        </p>
        {/* type="button": this sits inside the settings form and must not submit it. */}
        <Button type="button" variant="outline" size="sm" className="mt-1" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending && <Spinner label="Sending" />}
          Resend verification e-mail
        </Button>
      </AlertDescription>
    </Alert>
  );
}
