import { Plus } from "lucide-react";
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EMPTY_ITEM, type InvoiceFormValues } from "./invoice-form-values";
import { ItemRow } from "./item-row";

type ItemsSectionProps = {
  items: UseFieldArrayReturn<InvoiceFormValues, "items">;
  register: UseFormRegister<InvoiceFormValues>;
  amounts: (string | null)[];
  currency: string;
  errors?: FieldErrors<InvoiceFormValues>["items"];
};

/** The lines of work; one line always stays (SPEC section 5: remove only while more than one remains). */
export function ItemsSection({ items, register, amounts, currency, errors }: ItemsSectionProps) {
  const canRemove = items.fields.length > 1;
  return (
    <div className="space-y-4">
      <div
        aria-hidden
        className="hidden gap-x-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_5.5rem_6.5rem_8rem_7rem_2.25rem]"
      >
        <span>Description</span>
        <span>Quantity</span>
        <span>Unit</span>
        <span>Price</span>
        <span className="text-right">Amount</span>
        <span />
      </div>
      <ol className="space-y-4 sm:space-y-3" aria-label="Items">
        {items.fields.map((field, index) => (
          <ItemRow
            key={field.id}
            index={index}
            register={register}
            amount={amounts[index] ?? null}
            currency={currency}
            canRemove={canRemove}
            onRemove={() => items.remove(index)}
            errors={errors?.[index]}
          />
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => items.append({ ...EMPTY_ITEM })}>
        <Plus aria-hidden />
        Add item
      </Button>
    </div>
  );
}
