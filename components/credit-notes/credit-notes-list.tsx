"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatInvoiceAmount, formatInvoiceDate } from "@/components/invoices/invoice-format";
import { errorMessage } from "@/lib/api-client/api-request";
import type { CreditNoteJson } from "@/lib/credit-notes/credit-note-json";
import { CreditNotesLoading, CreditNotesSection } from "./credit-notes-section";
import { useCreditNotes, useDownloadCreditNotePdf } from "./use-credit-notes";

/**
 * The user's credit notes on /invoices (issue #25), newest first, each with its PDF: a table from
 * the sm breakpoint, cards below it. Created from an invoice's details dialog.
 */
export function CreditNotesList() {
  const notes = useCreditNotes();
  const download = useDownloadCreditNotePdf();
  const pdfButton = (note: CreditNoteJson) => (
    <Button
      variant="outline"
      size="sm"
      onClick={() => download.mutate(note)}
      disabled={download.isPending}
      aria-label={`Download credit note ${note.number} as PDF`}
    >
      {download.isPending && download.variables?.id === note.id ? <Spinner label="Downloading" /> : <Download aria-hidden />}
      PDF
    </Button>
  );

  return (
    <CreditNotesSection>
      {notes.isPending ? (
        <CreditNotesLoading />
      ) : notes.error ? (
        <p className="text-sm text-destructive">Could not load the credit notes: {errorMessage(notes.error, "please try again.")}</p>
      ) : notes.data.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No credit notes yet.</p>
      ) : (
        <>
          <ul className="space-y-2 sm:hidden" aria-label="Credit notes">
            {notes.data.map((note) => (
              <li key={note.id} className="space-y-1 rounded-lg border p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{note.number}</span>
                  <span className="font-semibold tabular-nums">{formatInvoiceAmount(note.total, note.currency)}</span>
                </div>
                <p className="text-muted-foreground">
                  For {note.invoiceNumber} · {note.customer.name} · {formatInvoiceDate(note.issueDate)}
                </p>
                <p className="wrap-anywhere">{note.reason}</p>
                {pdfButton(note)}
              </li>
            ))}
          </ul>
          <div className="hidden rounded-md border sm:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Number</TableHead>
                  <TableHead>Invoice</TableHead>
                  <TableHead>Customer</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead className="text-right">Credited</TableHead>
                  <TableHead className="sr-only">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {notes.data.map((note) => (
                  <TableRow key={note.id}>
                    <TableCell className="font-medium">{note.number}</TableCell>
                    <TableCell>{note.invoiceNumber}</TableCell>
                    <TableCell>{note.customer.name}</TableCell>
                    <TableCell>{formatInvoiceDate(note.issueDate)}</TableCell>
                    <TableCell className="max-w-64 truncate" title={note.reason}>
                      {note.reason}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatInvoiceAmount(note.total, note.currency)}</TableCell>
                    <TableCell className="text-right">{pdfButton(note)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </CreditNotesSection>
  );
}
