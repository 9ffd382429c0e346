"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { PAYMENT_METHOD_LABELS, type PaymentMethodName } from "@/lib/invoices/payment-schema";
import { formatInvoiceAmount, formatInvoiceDate } from "./invoice-format";
import { useDeletePayment } from "./use-payment-mutations";

type Payment = InvoiceJson["payments"][number];

type InvoicePaymentListProps = {
  invoice: Pick<InvoiceJson, "id" | "currency" | "payments">;
  /** False on a void invoice: its payments stay on record, untouchable. */
  canDelete: boolean;
};

export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethodName] ?? method;

/** The payments recorded so far, oldest first, each with a delete button that asks first. */
export function InvoicePaymentList({ invoice, canDelete }: InvoicePaymentListProps) {
  const [pending, setPending] = useState<Payment | null>(null);
  const remove = useDeletePayment(invoice.id);
  if (invoice.payments.length === 0) return <p className="text-sm text-muted-foreground">No payments recorded yet.</p>;

  const money = (amount: string) => formatInvoiceAmount(amount, invoice.currency);
  const describe = (payment: Payment) => `${money(payment.amount)} on ${formatInvoiceDate(payment.date)}`;
  return (
    <>
      <ul aria-label="Payments" className="divide-y rounded-lg border">
        {invoice.payments.map((payment) => (
          <li key={payment.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {formatInvoiceDate(payment.date)} · {methodLabel(payment.method)}
              </p>
              {payment.note && <p className="text-muted-foreground wrap-anywhere">{payment.note}</p>}
            </div>
            <p className="shrink-0 font-medium tabular-nums">{money(payment.amount)}</p>
            {canDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 text-destructive hover:text-destructive"
                onClick={() => setPending(payment)}
                aria-label={`Delete payment of ${describe(payment)}`}
                title="Delete payment"
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Delete payment"
        description={pending ? `Delete the payment of ${describe(pending)}? The balance due goes up by ${money(pending.amount)}.` : ""}
        confirmLabel="Delete payment"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.id, { onSuccess: () => setPending(null) })}
      />
    </>
  );
}
