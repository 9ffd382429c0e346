"use client";

import { Controller } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import type { InvoiceFormControl } from "./invoice-form-values";

type SelectField = "customerId" | "currency" | "language" | "supplyType" | "vatScenario";

type FormSelectProps = {
  control: InvoiceFormControl;
  name: SelectField;
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  isRequired?: boolean;
  className?: string;
};

/** A labelled dropdown bound to one field of the invoice form. */
export function FormSelect({ control, name, id, label, options, placeholder, disabled, isRequired = false, className }: FormSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cn("space-y-2", className)}>
          <Label htmlFor={id} className="gap-1">
            {label}
            {isRequired && (
              <span aria-hidden className="text-destructive">
                *
              </span>
            )}
          </Label>
          <Select value={field.value} onValueChange={field.onChange} disabled={disabled} name={field.name}>
            <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur} aria-required={isRequired || undefined}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
    />
  );
}
