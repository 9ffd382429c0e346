"use client";

import { Download, FileMinus, History } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { HistoryTimeline } from "@/components/history/history-timeline";
import { formatInvoiceAmount, formatInvoiceDate } from "@/components/invoices/invoice-format";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { CreateCreditNoteDialog, creditableOf } from "./create-credit-note-dialog";
import { useDownloadCreditNotePdf } from "./use-credit-notes";

/**
 * The invoice's credit notes in its details dialog (issue #25): each with its PDF, what they credit
 * in all, what is owed back after payments, and "Create credit note" while anything is creditable
 * (never on a void invoice).
 */
export function InvoiceCreditNotes({ invoice }: { invoice: InvoiceJson }) {
  const [open, setOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const download = useDownloadCreditNotePdf();
  const money = (amount: string) => formatInvoiceAmount(amount, invoice.currency);
  const canCredit = invoice.status !== "void" && invoice.status !== "deleted" && creditableOf(invoice).gt(0);
  if (invoice.creditNotes.length === 0 && !canCredit) return null;

  return (
    <section aria-label="Credit notes" className="space-y-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Credit notes</h3>
        {canCredit && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <FileMinus aria-hidden />
            Create credit note
          </Button>
        )}
      </div>
      {invoice.creditNotes.length > 0 ? (
        <ul className="divide-y rounded-md border text-sm">
          {invoice.creditNotes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="font-medium">{note.number}</span>
              <span className="text-muted-foreground">{formatInvoiceDate(note.issueDate)}</span>
              <span className="tabular-nums">{money(note.total)}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => download.mutate(note)}
                disabled={download.isPending}
                aria-label={`Download credit note ${note.number} as PDF`}
              >
                {download.isPending && download.variables?.id === note.id ? <Spinner label="Downloading" /> : <Download aria-hidden />}
                PDF
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={historyOf === note.id}
                onClick={() => setHistoryOf(historyOf === note.id ? null : note.id)}
                aria-label={`History of credit note ${note.number}`}
              >
                <History aria-hidden />
                History
              </Button>
              {historyOf === note.id && (
                <div className="basis-full">
                  <HistoryTimeline
                    url={`/api/credit-notes/${encodeURIComponent(note.id)}/history`}
                    version={note.id}
                    title={`History of ${note.number}`}
                    nested
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None yet. A credit note corrects or cancels this invoice without changing it.</p>
      )}
      {invoice.creditNotes.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Credited in all: {money(invoice.amountCredited)}
          {invoice.status === "refundDue" ? ` · Refund due to the customer: ${money(invoice.refundDue)}` : ""}
        </p>
      )}
      {open && <CreateCreditNoteDialog invoice={invoice} open={open} onOpenChange={setOpen} />}
    </section>
  );
}
