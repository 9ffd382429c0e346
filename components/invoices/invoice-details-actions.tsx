"use client";

import { Download, Mail, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { useDownloadInvoicePdf } from "./use-download-invoice-pdf";
import { useSendInvoice } from "./use-invoice-mutations";

type InvoiceDetailsActionsProps = {
  invoice: InvoiceJson;
  canDelete: boolean;
  onDelete: () => void;
};

/** Download PDF, Send Email and, for Pro users, Delete Invoice. */
export function InvoiceDetailsActions({ invoice, canDelete, onDelete }: InvoiceDetailsActionsProps) {
  const download = useDownloadInvoicePdf("dialog");
  const send = useSendInvoice();

  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center">
      {canDelete && (
        <Button variant="outline" className="text-destructive hover:text-destructive sm:mr-auto" onClick={onDelete}>
          <Trash2 aria-hidden />
          Delete Invoice
        </Button>
      )}
      <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
        <Button variant="outline" onClick={() => download.mutate(invoice)} disabled={download.isPending}>
          {download.isPending ? <Spinner label="Downloading" /> : <Download aria-hidden />}
          Download PDF
        </Button>
        <Button onClick={() => send.mutate(invoice)} disabled={send.isPending}>
          {send.isPending ? <Spinner label="Sending" /> : <Mail aria-hidden />}
          {send.isPending ? "Sending..." : "Send Email"}
        </Button>
      </div>
    </div>
  );
}
