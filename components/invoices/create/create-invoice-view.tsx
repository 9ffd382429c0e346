"use client";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { FreeLimitNotice } from "./free-limit-notice";
import { InvoiceForm } from "./invoice-form";
import { ProfileGate } from "./profile-gate";
import { useProfileValidation } from "./use-profile-validation";

/** /create-invoice: the profile check first, then the form. */
export function CreateInvoiceView() {
  const { user } = useCurrentUser();
  const validation = useProfileValidation();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Create Invoice</h1>
        <p className="text-muted-foreground">Bill a customer; the tax is calculated as you type.</p>
      </div>
      {user && <FreeLimitNotice isPro={user.isPro} />}
      {validation.isPending || !user ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Checking your profile" />
        </div>
      ) : validation.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Could not check your profile: {errorMessage(validation.error, "please try again.")}
            <Button variant="outline" size="sm" onClick={() => validation.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : validation.data.isValid ? (
        <InvoiceForm user={user} />
      ) : (
        <ProfileGate missingFields={validation.data.missingFields} />
      )}
    </div>
  );
}
