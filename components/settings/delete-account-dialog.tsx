"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ArchiveDownload } from "./archive-download";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";

/** The confirmation word of SPEC section 9, typed exactly. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** Long enough to read "Account Deleted" before the home page replaces this one. */
export const ACCOUNT_DELETED_REDIRECT_DELAY_MS = 1500;

/**
 * SPEC section 9's deletion, which closes the account (issue #25, docs/records.md): the dialog says
 * what goes at once, what is kept and for how long, and offers the archive before anything happens.
 */
export function DeleteAccountDialog({ email, recordsRetentionYears }: { email: string; recordsRetentionYears: number }) {
  const router = useRouter();
  const [confirmation, setConfirmation] = useState("");
  const [isDeleting, setIsDeleting] = useState(false);

  async function deleteAccount() {
    setIsDeleting(true);
    try {
      await apiRequest("DELETE", "/api/account");
      toast.success("Account Deleted", {
        description: `Your account is closed. Issued invoices are kept read-only for ${recordsRetentionYears} years, then deleted.`,
      });
      // The home page is another root layout, so going there is a full page load that takes the toast
      // with it; the cached user stays until then, or the app shell would send this page to /auth first.
      setTimeout(() => router.push("/"), ACCOUNT_DELETED_REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error("Failed to delete account", { description: errorMessage(error, "Failed to delete account") });
      setIsDeleting(false);
    }
  }

  return (
    <ConfirmDialog
      onOpenChange={() => setConfirmation("")}
      trigger={<Button variant="destructive">Delete Account</Button>}
      title="Delete your account?"
      description={<>This closes {email} for good and signs you out everywhere. It cannot be undone.</>}
      confirmLabel="Delete account"
      pendingLabel="Deleting..."
      isPending={isDeleting}
      canConfirm={confirmation === DELETE_CONFIRMATION_WORD}
      onConfirm={() => void deleteAccount()}
    >
      <div className="space-y-2 text-sm">
        <p>
          <strong>Deleted now:</strong> your sign-in, your logo, and customers you never invoiced. Your e-mail address is free to sign up
          again, as a new account that starts empty.
        </p>
        <p>
          <strong>Kept, read-only:</strong> the invoices you issued, with their payments and history, for {recordsRetentionYears} years
          after the end of the year each was issued in, as bookkeeping law requires. You can no longer open them here; then they are
          deleted.
        </p>
        <p className="text-muted-foreground">Download your archive first: it is the only way to take your records with you.</p>
        <ArchiveDownload compact />
      </div>
      <div className="space-y-2">
        <Label htmlFor="delete-confirmation">Type {DELETE_CONFIRMATION_WORD} to confirm</Label>
        <Input id="delete-confirmation" autoComplete="off" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
