"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { formatMoney } from "@/lib/money";
import { useAssignLine, useOpenInvoices, type ImportedMatch, type ImportResult, type UnmatchedLine } from "./use-statement-import";

const BY_LABELS: Record<ImportedMatch["by"], string> = {
  reference: "Payment reference",
  invoice_number: "Invoice number",
  amount_and_name: "Amount and payer",
  manual: "Assigned by you",
};

/** What an import booked, what it left for the user, and how many lines were booked before. */
export function ImportResultView({ result }: { result: ImportResult }) {
  const [matched, setMatched] = useState(result.matched);
  const [unmatched, setUnmatched] = useState(result.unmatched);
  const assigned = (line: UnmatchedLine, match: ImportedMatch) => {
    setMatched([...matched, match]);
    setUnmatched(unmatched.filter((candidate) => candidate.entryReference !== line.entryReference));
  };
  return (
    <div className="space-y-5" data-testid="import-result">
      <p role="status" className="font-medium">
        {matched.length} {matched.length === 1 ? "payment" : "payments"} recorded, {unmatched.length} not matched
        {result.duplicates > 0 && `, ${result.duplicates} already imported before`}.
      </p>
      {matched.length > 0 && (
        <ul className="divide-y rounded-md border" aria-label="Recorded payments">
          {matched.map((match) => (
            <li key={match.entryReference} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="font-medium">{match.invoiceNumber}</span>
              <span className="text-muted-foreground">{BY_LABELS[match.by]}</span>
              <span className="flex items-center gap-2 tabular-nums">
                {match.amount}
                {match.overpaid && <Badge variant="secondary">Overpaid</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {unmatched.length > 0 && (
        <section className="space-y-2" aria-label="Lines not matched">
          <h3 className="text-sm font-semibold">Not matched: choose the invoice</h3>
          <ul className="space-y-3">
            {unmatched.map((line) => (
              <UnmatchedRow key={line.entryReference} line={line} onAssigned={(match) => assigned(line, match)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function UnmatchedRow({ line, onAssigned }: { line: UnmatchedLine; onAssigned: (match: ImportedMatch) => void }) {
  const [invoiceId, setInvoiceId] = useState("");
  const invoices = useOpenInvoices(true);
  const assign = useAssignLine();
  const candidates = (invoices.data ?? []).filter((invoice) => invoice.currency === line.currency);
  const selectId = `assign-${line.entryReference}`;
  return (
    <li className="space-y-2 rounded-md border p-3 text-sm">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-medium tabular-nums">{formatMoney(line.amount, line.currency, "en")}</span>
        <span className="text-muted-foreground">{line.date}</span>
      </p>
      <p className="wrap-anywhere text-muted-foreground">
        {[line.counterparty, line.reference, line.message].filter(Boolean).join(" · ") || "No reference or message"}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={selectId}>Invoice</Label>
          <select
            id={selectId}
            value={invoiceId}
            onChange={(event) => setInvoiceId(event.target.value)}
            className="h-9 w-full rounded-md border bg-background px-2 text-sm"
          >
            <option value="">Choose an open invoice</option>
            {candidates.map((invoice) => (
              <option key={invoice.id} value={invoice.id}>
                {invoice.number} · {invoice.customer.name} · {invoice.balanceDue} {invoice.currency}
              </option>
            ))}
          </select>
        </div>
        <Button
          size="sm"
          disabled={!invoiceId || assign.isPending}
          onClick={() => assign.mutate({ line, invoiceId }, { onSuccess: onAssigned })}
        >
          {assign.isPending ? "Recording..." : "Record payment"}
        </Button>
      </div>
    </li>
  );
}
