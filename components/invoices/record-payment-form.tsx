"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldError } from "@/components/forms/field-error";
import { NativeSelect } from "@/components/settings/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, errorMessage } from "@/lib/api-client/api-request";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_NOTE_MAX, paymentSchema, type PaymentInput } from "@/lib/invoices/payment-schema";
import { isRefusedAmount, localToday, useRecordPayment } from "./use-payment-mutations";

type PaymentFormValues = z.input<typeof paymentSchema>;
const FIELDS = ["amount", "date", "method", "note"] as const;

type RecordPaymentFormProps = {
  invoice: Pick<InvoiceJson, "id" | "balanceDue" | "currency">;
  /** After the payment is recorded, or on Cancel. */
  onDone: () => void;
};

/**
 * Amount (the balance to start with), date (today), method and a note; checked by the schema of
 * POST /api/invoices/{id}/payments. Only the server knows the balance for sure, so its refusal
 * ("Amount must not be more than the balance due (50.00 USD)") is shown at the amount field.
 */
export function RecordPaymentForm({ invoice, onDone }: RecordPaymentFormProps) {
  const id = useId();
  const form = useForm<PaymentFormValues, unknown, PaymentInput>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { amount: invoice.balanceDue, date: localToday(), method: "bank_transfer", note: "" },
  });
  const { errors } = form.formState;
  const record = useRecordPayment(invoice.id);

  const onSubmit = form.handleSubmit((payment) =>
    record.mutate(
      { amount: payment.amount.toFixed(2), date: payment.date ?? localToday(), method: payment.method, note: payment.note },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!isRefusedAmount(error)) return;
          form.setError(refusedField(error), { message: errorMessage(error, "Please check the amount.") }, { shouldFocus: true });
        },
      },
    ),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: (typeof FIELDS)[number]) =>
    errors[name]?.message && (
      <div id={`${id}-${name}-error`}>
        <FieldError message={errors[name]?.message} />
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Record payment" className="space-y-4 rounded-lg border bg-muted/40 p-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor={`${id}-amount`}>Amount ({invoice.currency})</Label>
          <Input inputMode="decimal" autoComplete="off" {...field("amount")} {...form.register("amount")} />
          {error("amount")}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input type="date" {...field("date")} {...form.register("date")} />
          {error("date")}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-method`}>Method</Label>
          <NativeSelect {...field("method")} {...form.register("method")}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
          {error("method")}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input maxLength={PAYMENT_NOTE_MAX} placeholder="e.g. bank reference" {...field("note")} {...form.register("note")} />
        {error("note")}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={record.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? "Saving..." : "Save payment"}
        </Button>
      </div>
    </form>
  );
}

/** The field a 400 names (`fields`), the amount when it names none of the form's. */
function refusedField(error: unknown): (typeof FIELDS)[number] {
  const named = error instanceof ApiError && Array.isArray(error.body.fields) ? error.body.fields[0] : undefined;
  return FIELDS.find((name) => name === named) ?? "amount";
}
