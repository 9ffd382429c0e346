import { Trash2 } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/settings/native-select";
import { ITEM_UNIT_NAMES, ITEM_UNITS } from "@/lib/invoices/item-units";
import { formatMoney } from "@/lib/money";
import type { InvoiceFormValues, InvoiceItemValues } from "./invoice-form-values";

type ItemRowProps = {
  index: number;
  register: UseFormRegister<InvoiceFormValues>;
  amount: string | null;
  currency: string;
  canRemove: boolean;
  onRemove: () => void;
  /** This row's problems after a submit; their texts are listed in the form's alert. */
  errors?: FieldErrors<InvoiceItemValues>;
};

const labelClass = "text-xs text-muted-foreground sm:sr-only";

/**
 * One line of work: description, quantity (above 0, up to three decimals: 7.5 hours), its unit,
 * price (≥ 0, cents) and its amount (quantity × price rounded once to the cent, as the server does).
 * The column labels are visible on phones, where the rows stack, and read out everywhere.
 */
export function ItemRow({ index, register, amount, currency, canRemove, onRemove, errors }: ItemRowProps) {
  const number = index + 1;
  const id = (field: string) => `item-${index}-${field}`;
  return (
    <li className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-x-3 gap-y-2 border-b pb-4 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_5.5rem_6.5rem_8rem_7rem_auto] sm:border-b-0 sm:pb-0">
      <div className="col-span-4 space-y-1.5 sm:col-span-1">
        <Label htmlFor={id("description")} className={labelClass}>
          Description <span className="sr-only">of item {number}</span>
        </Label>
        <Input
          id={id("description")}
          aria-invalid={!!errors?.description}
          placeholder="e.g. Website design"
          {...register(`items.${index}.description`)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id("quantity")} className={labelClass}>
          Quantity <span className="sr-only">of item {number}</span>
        </Label>
        <Input
          id={id("quantity")}
          aria-invalid={!!errors?.quantity}
          type="number"
          inputMode="decimal"
          min={0.001}
          step={0.001}
          {...register(`items.${index}.quantity`)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id("unit")} className={labelClass}>
          Unit <span className="sr-only">of item {number}</span>
        </Label>
        <NativeSelect id={id("unit")} aria-invalid={!!errors?.unit} className="px-2" {...register(`items.${index}.unit`)}>
          <option value="">No unit</option>
          {ITEM_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {ITEM_UNIT_NAMES[unit]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id("price")} className={labelClass}>
          Price <span className="sr-only">of item {number}</span>
        </Label>
        <Input
          id={id("price")}
          aria-invalid={!!errors?.price}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          {...register(`items.${index}.price`)}
        />
      </div>
      <p
        className="col-span-4 row-start-3 flex items-center justify-end text-sm sm:col-span-1 sm:row-start-auto sm:h-9"
        aria-label={`Amount of item ${number}`}
      >
        <span className="mr-1 text-muted-foreground sm:hidden">Amount:</span>
        <span className="font-medium tabular-nums">{amount === null ? "–" : formatMoney(amount, currency, "en")}</span>
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="col-start-4 row-start-2 text-muted-foreground hover:text-destructive sm:col-start-auto sm:row-start-auto"
        aria-label={`Remove item ${number}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
