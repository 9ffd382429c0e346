"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { ArchiveDownload } from "./archive-download";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The Account section of /settings: who is signed in, the archive of every record, and closing the account. */
export function AccountSection({ recordsRetentionYears }: { recordsRetentionYears: number }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Signed in as {user.email}. E-mail addresses can&apos;t be changed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-3" aria-labelledby="archive-heading">
          <div>
            <h3 id="archive-heading" className="font-medium">
              Your records
            </h3>
            <p className="text-sm text-muted-foreground">
              One zip with every invoice as PDF and e-invoice (XML), the invoices, payments and history as CSV files, and a README that
              explains them: for your accountant, a tax audit, or to keep.
            </p>
          </div>
          <ArchiveDownload />
        </section>
        <div className="flex flex-wrap items-center justify-between gap-4 border-t pt-6">
          <p className="max-w-prose text-sm text-muted-foreground">
            Deleting your account signs you out everywhere and frees your e-mail address. Invoices you issued are kept, read-only, for{" "}
            {recordsRetentionYears} years as bookkeeping law requires.
          </p>
          <DeleteAccountDialog email={user.email} recordsRetentionYears={recordsRetentionYears} />
        </div>
      </CardContent>
    </Card>
  );
}
