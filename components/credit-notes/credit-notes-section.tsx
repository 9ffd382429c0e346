import { Spinner } from "@/components/ui/spinner";

/** The credit notes' section on /invoices: its heading and what it holds. */
export function CreditNotesSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="credit-notes-heading" className="space-y-3">
      <div>
        <h2 id="credit-notes-heading" className="text-lg font-semibold tracking-tight">
          Credit notes
        </h2>
        <p className="text-sm text-muted-foreground">Corrections of issued invoices. Create one from an invoice&apos;s details.</p>
      </div>
      {children}
    </section>
  );
}

export function CreditNotesLoading() {
  return (
    <div className="flex justify-center py-6">
      <Spinner className="size-5" label="Loading the credit notes" />
    </div>
  );
}

/** What the section shows until its list's code has loaded: the same as while its data loads. */
export function CreditNotesPlaceholder() {
  return (
    <CreditNotesSection>
      <CreditNotesLoading />
    </CreditNotesSection>
  );
}
