import type { UseFormRegister } from "react-hook-form";
import { CURRENCY_OPTIONS, LANGUAGE_OPTIONS } from "@/components/documents/document-options";
import { FormField } from "./form-field";
import { FormSelect } from "./form-select";
import type { InvoiceFormControl, InvoiceFormValues } from "./invoice-form-values";

type DetailsSectionProps = {
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  isReservingNumber: boolean;
  onInvoiceDateChange: (value: string) => void;
  onDueDateChange: () => void;
};

/** Number, dates, currency and language of the invoice. */
export function DetailsSection({ control, register, isReservingNumber, onInvoiceDateChange, onDueDateChange }: DetailsSectionProps) {
  const invoiceDate = register("invoiceDate", { onChange: (event) => onInvoiceDateChange(event.target.value) });
  const dueDate = register("dueDate", { onChange: onDueDateChange });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
      <FormField
        id="invoice-number"
        label="Invoice number"
        wrapperClassName="sm:col-span-2"
        placeholder={isReservingNumber ? "Reserving a number…" : "Assigned automatically"}
        autoComplete="off"
        {...register("number")}
      />
      <FormField id="invoice-date" label="Invoice date" type="date" wrapperClassName="lg:col-span-2" {...invoiceDate} />
      <FormField
        id="invoice-due-date"
        label="Due date"
        type="date"
        wrapperClassName="lg:col-span-2"
        hint="30 days after the invoice date unless you change it."
        {...dueDate}
      />
      <FormField
        id="invoice-supply-date"
        label="Delivery date"
        type="date"
        wrapperClassName="lg:col-span-2"
        hint="When the goods or services were supplied. Leave empty if it is the invoice date."
        {...register("supplyDate")}
      />
      <FormSelect
        control={control}
        name="currency"
        id="invoice-currency"
        label="Currency"
        options={CURRENCY_OPTIONS}
        className="lg:col-span-2"
      />
      <FormSelect
        control={control}
        name="language"
        id="invoice-language"
        label="Language"
        options={LANGUAGE_OPTIONS}
        className="lg:col-span-2"
      />
    </div>
  );
}
