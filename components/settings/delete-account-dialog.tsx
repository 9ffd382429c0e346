"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";

/** The confirmation word of SPEC section 9, typed exactly. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export function DeleteAccountDialog({ email }: { email: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState("");
  const [isDeleting, setIsDeleting] = useState(false);

  async function deleteAccount() {
    setIsDeleting(true);
    try {
      await apiRequest("DELETE", "/api/account");
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast.success("Account Deleted", { description: "Your account and all its data have been deleted." });
      router.push("/");
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
      description={
        <>This permanently deletes {email}, your customers, invoices and logo, and signs you out everywhere. It cannot be undone.</>
      }
      confirmLabel="Permanently delete"
      pendingLabel="Deleting..."
      isPending={isDeleting}
      canConfirm={confirmation === DELETE_CONFIRMATION_WORD}
      onConfirm={() => void deleteAccount()}
    >
      <div className="space-y-2">
        <Label htmlFor="delete-confirmation">Type {DELETE_CONFIRMATION_WORD} to confirm</Label>
        <Input id="delete-confirmation" autoComplete="off" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
