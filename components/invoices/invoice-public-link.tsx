"use client";

import { Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { useNewPublicLink } from "./use-payment-mutations";

/** Copies the link of the invoice's public page (no sign-in: the token is the key); New link replaces it. */
export function InvoicePublicLink({ invoice }: { invoice: Pick<InvoiceJson, "id" | "number" | "publicUrl"> }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const renew = useNewPublicLink(invoice.id);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invoice.publicUrl);
      toast.success("Public link copied", { description: invoice.publicUrl });
    } catch {
      // No clipboard (an insecure origin, a denied permission): the link is in the toast to copy by hand.
      toast.error("Could not copy the link", { description: invoice.publicUrl });
    }
  }

  return (
    <section aria-label="Public link" className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <p className="text-sm text-muted-foreground sm:mr-auto">Your customer can view and download the invoice at its public link.</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy public link
        </Button>
        <Button variant="ghost" size="sm" className="flex-1" onClick={() => setConfirmOpen(true)}>
          <RefreshCw aria-hidden />
          New link
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Create a new public link"
        description={`The current link to invoice ${invoice.number} stops working at once; whoever has it needs the new one.`}
        confirmLabel="Create new link"
        pendingLabel="Creating..."
        isPending={renew.isPending}
        onConfirm={() => renew.mutate(undefined, { onSuccess: () => setConfirmOpen(false) })}
      />
    </section>
  );
}
