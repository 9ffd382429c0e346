"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ImportResultView } from "./import-result";
import { useImportStatement } from "./use-statement-import";

const CSV_COLUMNS = [
  ["date", "Date"],
  ["amount", "Amount"],
  ["currency", "Currency"],
  ["reference", "Reference / message"],
  ["counterparty", "Payer"],
] as const;

/**
 * "Import bank statement" on /invoices (issue #27): a camt.053/camt.054 file or a CSV export,
 * booked against open invoices by the server; the dialog then shows what was booked and lets the
 * user assign each line nobody matched. Opened by ./import-statement-button.tsx.
 */
export function ImportStatementDialog({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [currency, setCurrency] = useState("");
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const importStatement = useImportStatement();
  const isCsv = file !== null && !/\.xml$/i.test(file.name);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      importStatement.reset();
      setFile(null);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file) importStatement.mutate({ file, fields: { currency: isCsv ? currency.trim() : "", mapping: isCsv ? mapping : {} } });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import bank statement</DialogTitle>
          <DialogDescription>
            Incoming payments are matched to your open invoices by payment reference (OCR or RF), invoice number, or exact amount and payer,
            and recorded. Importing the same statement again records nothing twice.
          </DialogDescription>
        </DialogHeader>
        {importStatement.data ? (
          <ImportResultView result={importStatement.data} />
        ) : (
          <form onSubmit={onSubmit} className="space-y-4" aria-label="Import bank statement">
            <div className="space-y-2">
              <Label htmlFor="statement-file">Statement file (camt.053, camt.054 or CSV, up to 5 MB)</Label>
              <Input
                id="statement-file"
                type="file"
                accept=".xml,.csv,.txt,text/xml,application/xml,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            {isCsv && (
              <fieldset className="space-y-3 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium">CSV columns</legend>
                <p className="text-xs text-muted-foreground">
                  Common column names are found by themselves. Where yours differ, type the name (or number) of the column.
                </p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {CSV_COLUMNS.map(([field, label]) => (
                    <div key={field} className="space-y-1">
                      <Label htmlFor={`statement-column-${field}`}>{label} column</Label>
                      <Input
                        id={`statement-column-${field}`}
                        value={mapping[field] ?? ""}
                        onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
                      />
                    </div>
                  ))}
                  <div className="space-y-1">
                    <Label htmlFor="statement-currency">Currency, if the file has none</Label>
                    <Input
                      id="statement-currency"
                      placeholder="SEK"
                      maxLength={3}
                      value={currency}
                      onChange={(event) => setCurrency(event.target.value)}
                    />
                  </div>
                </div>
              </fieldset>
            )}
            <div className="flex justify-end">
              <Button type="submit" disabled={!file || importStatement.isPending}>
                {importStatement.isPending ? "Importing..." : "Import"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
