"use client";

import { ProfileGate } from "@/components/invoices/create/profile-gate";
import { useProfileValidation } from "@/components/invoices/create/use-profile-validation";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { isLockedQuote } from "@/lib/quotes/quote-status";
import { QuoteForm } from "./quote-form";
import { newQuoteValues, quoteFormValues } from "./quote-form-values";
import { useQuote } from "./use-quotes";

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

function Failed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center gap-3">
        Could not {what}: {errorMessage(error, "please try again.")}
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** /quotes/new and /quotes/{id}/edit: the profile check first (a quote prints the supplier as an invoice does), then the form. */
export function QuoteEditorView({ quoteId }: { quoteId?: string }) {
  const { user } = useCurrentUser();
  const validation = useProfileValidation(user);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{quoteId ? "Edit Quote" : "Create Quote"}</h1>
        <p className="text-muted-foreground">Offer your work before it starts; the customer accepts it online.</p>
      </div>
      {validation.isPending || !user ? (
        <Loading label="Checking your profile" />
      ) : validation.isError ? (
        <Failed what="check your profile" error={validation.error} retry={() => void validation.refetch()} />
      ) : !validation.data.isValid ? (
        <ProfileGate missingFields={validation.data.missingFields} kind="quote" />
      ) : quoteId ? (
        <EditQuote user={user} quoteId={quoteId} />
      ) : (
        <QuoteForm user={user} initial={newQuoteValues(user)} />
      )}
    </div>
  );
}

function EditQuote({ user, quoteId }: { user: PublicUser; quoteId: string }) {
  const quote = useQuote(quoteId);
  if (quote.isPending) return <Loading label="Loading the quote" />;
  if (quote.isError) return <Failed what="load the quote" error={quote.error} retry={() => void quote.refetch()} />;
  if (isLockedQuote(quote.data.status)) {
    return (
      <Alert>
        <AlertDescription>
          Quote {quote.data.number} was accepted and is kept as it is: it can&apos;t be changed. Convert it to an invoice from your quotes.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <QuoteForm
      key={quote.data.updatedAt}
      user={user}
      initial={quoteFormValues(user, quote.data)}
      quoteId={quoteId}
      number={quote.data.number}
    />
  );
}
