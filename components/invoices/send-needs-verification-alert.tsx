"use client";

import { MailWarning } from "lucide-react";
import { useResendVerification } from "@/components/auth/use-resend-verification";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** In the invoice dialog after "Send Email" was refused because the sender's address is unconfirmed. */
export function SendNeedsVerificationAlert({ message }: { message: string }) {
  const resend = useResendVerification();
  return (
    <Alert variant="destructive">
      <MailWarning aria-hidden />
      <AlertTitle>E-mail not verified</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-1" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending && <Spinner label="Sending" />}
          Resend verification e-mail
        </Button>
      </AlertDescription>
    </Alert>
  );
}
