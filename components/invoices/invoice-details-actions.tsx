"use client";

import { ChevronDown, Download, FileCode2, FileText, Mail, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { SendNeedsVerificationAlert } from "./send-needs-verification-alert";
import { useDownloadEinvoice } from "./use-download-einvoice";
import { useDownloadInvoicePdf } from "./use-download-invoice-pdf";
import { needsEmailVerification, useSendInvoice } from "./use-invoice-mutations";

type InvoiceDetailsActionsProps = {
  invoice: InvoiceJson;
  canDelete: boolean;
  onDelete: () => void;
};

/** Download PDF, Download e-invoice (Factur-X, UBL, CII), Send Email and, for Pro users, Delete Invoice. */
export function InvoiceDetailsActions({ invoice, canDelete, onDelete }: InvoiceDetailsActionsProps) {
  const download = useDownloadInvoicePdf("dialog");
  const send = useSendInvoice();
  const einvoice = useDownloadEinvoice();

  return (
    <div className="space-y-3 border-t pt-4">
      {needsEmailVerification(send.error) && <SendNeedsVerificationAlert message={errorMessage(send.error, "")} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
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
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" disabled={einvoice.isPending}>
                {einvoice.isPending ? <Spinner label="Downloading" /> : <FileCode2 aria-hidden />}
                Download e-invoice
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>EN 16931 e-invoice (Pro)</DropdownMenuLabel>
              <DropdownMenuItem onSelect={() => einvoice.mutate({ invoice, kind: "facturx" })}>
                <FileText aria-hidden />
                Factur-X PDF
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => einvoice.mutate({ invoice, kind: "ubl" })}>
                <FileCode2 aria-hidden />
                UBL (Peppol / XRechnung-ready)
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => einvoice.mutate({ invoice, kind: "cii" })}>
                <FileCode2 aria-hidden />
                CII
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          {invoice.status !== "deleted" && (
            <Button onClick={() => send.mutate(invoice)} disabled={send.isPending}>
              {send.isPending ? <Spinner label="Sending" /> : <Mail aria-hidden />}
              {send.isPending ? "Sending..." : "Send Email"}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
