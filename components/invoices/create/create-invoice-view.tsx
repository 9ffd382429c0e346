"use client";

import dynamic from "next/dynamic";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { FreeLimitNotice } from "./free-limit-notice";
import { InvoiceFormPlaceholder } from "./invoice-form-placeholder";
import { ProfileGate } from "./profile-gate";
import { useProfileValidation } from "./use-profile-validation";

function CheckingProfile() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label="Checking your profile" />
    </div>
  );
}

// The form (its schemas, the tax engine, decimal arithmetic: about 100 KB gzipped) is not in the
// page's first load (issue #24): its import starts as soon as this module runs in the browser,
// before the page hydrates. Until it arrives, the server's HTML shows the form's first card
// (InvoiceFormPlaceholder), so a phone paints the page's largest text at once. Rendering the whole
// form on the server was measured and not kept: hydrating it cost more blocking time than
// rendering it, and its registered inputs showed empty until then (docs/benchmarks.md).
const loadInvoiceForm = () => import("./invoice-form").then((module) => module.InvoiceForm);
if (typeof window !== "undefined") void loadInvoiceForm();
const InvoiceForm = dynamic(loadInvoiceForm, { ssr: false, loading: InvoiceFormPlaceholder });

/** /create-invoice: the profile check first, then the form. */
export function CreateInvoiceView({ startRecurring = false }: { startRecurring?: boolean }) {
  const { user } = useCurrentUser();
  const validation = useProfileValidation(user);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Create Invoice</h1>
        <p className="text-muted-foreground">Bill a customer; the tax is calculated as you type.</p>
      </div>
      {user && <FreeLimitNotice isPro={user.isPro} />}
      {validation.isPending || !user ? (
        <CheckingProfile />
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
        <InvoiceForm user={user} startRecurring={startRecurring} />
      ) : (
        <ProfileGate missingFields={validation.data.missingFields} />
      )}
    </div>
  );
}
