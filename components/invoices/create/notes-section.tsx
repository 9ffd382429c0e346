import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { InvoiceFormValues } from "./invoice-form-values";

/** Free text printed on the invoice: notes, and how to pay (prefilled from the profile's bank details). */
export function NotesSection({
  register,
  errors,
}: {
  register: UseFormRegister<InvoiceFormValues>;
  errors?: FieldErrors<InvoiceFormValues>;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="invoice-notes">Notes</Label>
        <Textarea
          id="invoice-notes"
          aria-invalid={!!errors?.notes}
          rows={5}
          placeholder="e.g. Thank you for your business!"
          {...register("notes")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invoice-payment-instructions">Payment instructions</Label>
        <Textarea
          id="invoice-payment-instructions"
          aria-invalid={!!errors?.paymentInstructions}
          rows={5}
          placeholder="Add your bank details in Settings to prefill this."
          {...register("paymentInstructions")}
        />
      </div>
    </div>
  );
}
