"use client";

import { Ban, CircleCheck, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { Decimal } from "@/lib/money";
import { formatInvoiceAmount, formatInvoiceDate, formatSentMoment } from "./invoice-format";
import { InvoicePaymentList } from "./invoice-payment-list";
import { InvoicePublicLink } from "./invoice-public-link";
import { RecordPaymentForm } from "./record-payment-form";
import { useMarkAsPaid, useVoidInvoice } from "./use-payment-mutations";

/**
 * "Getting paid" in the details dialog (issue #16): what is paid and what is left, the payments, and the actions Record payment, Mark as paid and Void. A void invoice keeps its
 * payments on record and offers no action on them. Void only while the invoice never left the user
 * (issue #25); after that the credit notes section below offers the correction. A deleted invoice
 * offers nothing, and its public link is closed.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceJson }) {
  const [formOpen, setFormOpen] = useState(false);
  const [voidOpen, setVoidOpen] = useState(false);
  const markAsPaid = useMarkAsPaid(invoice);
  const voiding = useVoidInvoice(invoice.id);
  const isVoid = invoice.status === "void";
  const isDeleted = invoice.status === "deleted";
  const isClosed = isVoid || isDeleted;
  const hasBalance = new Decimal(invoice.balanceDue).gt(0);
  const money = (amount: string) => formatInvoiceAmount(amount, invoice.currency);

  return (
    <div className="space-y-4 border-t pt-4">
      <section aria-label="Payments summary" className="space-y-3">
        <h3 className="text-sm font-semibold">Payments</h3>
        {isVoid && (
          <div role="status" className="flex items-center gap-3 rounded-lg border border-zinc-300 bg-zinc-50 px-4 py-3">
            <span className="text-2xl font-black tracking-[0.2em] text-zinc-700">VOID</span>
            <p className="text-sm text-zinc-700">
              Voided{invoice.voidedAt ? ` on ${formatSentMoment(invoice.voidedAt)}` : ""}. The invoice keeps its number and takes no
              payments.
            </p>
          </div>
        )}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Figure label="Amount paid" value={money(invoice.amountPaid)} />
          <Figure label="Balance due" value={money(invoice.balanceDue)} isEmphasized={hasBalance && !isClosed} />
          {invoice.paidAt && <Figure label="Paid on" value={formatInvoiceDate(invoice.paidAt)} />}
        </dl>
        <InvoicePaymentList invoice={invoice} canDelete={!isClosed} />
      </section>

      {!isClosed && formOpen && <RecordPaymentForm invoice={invoice} onDone={() => setFormOpen(false)} />}
      {!isClosed && !formOpen && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {hasBalance && (
            <>
              <Button variant="outline" onClick={() => setFormOpen(true)}>
                <Plus aria-hidden />
                Record payment
              </Button>
              <Button variant="outline" onClick={() => markAsPaid.mutate(undefined)} disabled={markAsPaid.isPending}>
                {markAsPaid.isPending ? <Spinner label="Saving" /> : <CircleCheck aria-hidden />}
                Mark as paid
              </Button>
            </>
          )}
          {!invoice.issued && (
            <Button variant="ghost" className="text-destructive hover:text-destructive sm:ml-auto" onClick={() => setVoidOpen(true)}>
              <Ban aria-hidden />
              Void
            </Button>
          )}
        </div>
      )}
      {!isDeleted && <InvoicePublicLink invoice={invoice} />}

      <ConfirmDialog
        open={voidOpen}
        onOpenChange={setVoidOpen}
        title="Void invoice"
        description={`Void invoice ${invoice.number}? It keeps its number, its PDF and public page say VOID, and it takes no more payments. This cannot be undone.`}
        confirmLabel="Void invoice"
        pendingLabel="Voiding..."
        isPending={voiding.isPending}
        onConfirm={() => voiding.mutate(undefined, { onSuccess: () => setVoidOpen(false) })}
      />
    </div>
  );
}

function Figure({ label, value, isEmphasized = false }: { label: string; value: string; isEmphasized?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={isEmphasized ? "font-semibold tabular-nums wrap-anywhere" : "font-medium tabular-nums wrap-anywhere"}>{value}</dd>
    </div>
  );
}
