"use client";

import { FileMinus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { formatInvoiceAmount } from "@/components/invoices/invoice-format";
import { errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { Decimal } from "@/lib/money";
import { useCreateCreditNote, type CreditNoteBody } from "./use-credit-notes";

type Line = { chosen: boolean; description: string; quantity: string; rate: string };
type Mode = "full" | "lines";

/** What is still creditable: the total less what credit notes already cover. */
export function creditableOf(invoice: Pick<InvoiceJson, "total" | "amountCredited">): Decimal {
  return Decimal.max(new Decimal(invoice.total).minus(invoice.amountCredited), 0);
}

/**
 * "Create credit note" (issue #25): a full credit of what is left, or chosen lines with their
 * quantity and unit price (net, as on the invoice; the tax is the invoice's, computed by the
 * server), and the reason printed on it. The server's refusal (above the limit) shows here.
 */
export function CreateCreditNoteDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: InvoiceJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [mode, setMode] = useState<Mode>("full");
  const [reason, setReason] = useState("");
  const [lines, setLines] = useState<Line[]>(() =>
    invoice.items.map((item) => ({ chosen: false, description: item.description, quantity: String(item.quantity), rate: item.rate })),
  );
  const create = useCreateCreditNote(invoice.id);
  const left = creditableOf(invoice);
  const money = (amount: Decimal | string) => formatInvoiceAmount(new Decimal(amount).toFixed(2), invoice.currency);
  const chosen = lines.filter((line) => line.chosen);
  const canSubmit = reason.trim() !== "" && (mode === "full" || chosen.length > 0) && !create.isPending;

  const change = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const submit = () => {
    const body: CreditNoteBody =
      mode === "full"
        ? { reason }
        : { reason, items: chosen.map((line) => ({ description: line.description, quantity: Number(line.quantity), rate: line.rate })) };
    create.mutate(body, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create credit note</DialogTitle>
          <DialogDescription>
            Corrects invoice {invoice.number} with a new document; the invoice itself stays as issued. Still creditable: {money(left)} (tax
            included, at the invoice&apos;s rates).
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <SegmentedControl<Mode>
            legend="What to credit"
            name="credit-mode"
            value={mode}
            onValueChange={setMode}
            options={[
              { value: "full", label: `Everything left (${money(left)})` },
              { value: "lines", label: "Chosen lines and amounts" },
            ]}
          />
          {mode === "lines" && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Lines to credit (unit prices before tax)</legend>
              {lines.map((line, index) => (
                <div
                  key={index}
                  className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 rounded-md border p-3 sm:grid-cols-[auto_1fr_6rem_8rem]"
                >
                  <Checkbox
                    id={`credit-line-${index}`}
                    checked={line.chosen}
                    onCheckedChange={(checked) => change(index, { chosen: checked === true })}
                    aria-label={`Credit ${line.description}`}
                    className="mt-2.5"
                  />
                  <Label htmlFor={`credit-line-${index}`} className="min-w-0 py-2 font-normal wrap-anywhere">
                    {line.description}
                  </Label>
                  <div className="col-start-2 sm:col-start-auto">
                    <Label htmlFor={`credit-qty-${index}`} className="sr-only">
                      Quantity of {line.description}
                    </Label>
                    <Input
                      id={`credit-qty-${index}`}
                      inputMode="numeric"
                      value={line.quantity}
                      disabled={!line.chosen}
                      onChange={(event) => change(index, { quantity: event.target.value })}
                    />
                  </div>
                  <div className="col-start-2 sm:col-start-auto">
                    <Label htmlFor={`credit-rate-${index}`} className="sr-only">
                      Unit price of {line.description}
                    </Label>
                    <Input
                      id={`credit-rate-${index}`}
                      inputMode="decimal"
                      value={line.rate}
                      disabled={!line.chosen}
                      onChange={(event) => change(index, { rate: event.target.value })}
                    />
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          <div className="space-y-2">
            <Label htmlFor="credit-reason">Reason (printed on the credit note)</Label>
            <Textarea
              id="credit-reason"
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. One day of work not delivered"
            />
          </div>
          {create.error && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(create.error, "Could not create the credit note. Please try again.")}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!canSubmit}>
            {create.isPending ? <Spinner label="Creating" /> : <FileMinus aria-hidden />}
            Create credit note
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
