"use client";

import { Controller } from "react-hook-form";
import { FieldLabel } from "@/components/forms/field-label";
import { NativeSelect } from "@/components/settings/native-select";
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
          <FieldLabel htmlFor={id} isRequired={isRequired}>
            {label}
          </FieldLabel>
          <NativeSelect
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ""}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            disabled={disabled}
            aria-required={isRequired || undefined}
            className={cn(!field.value && "text-muted-foreground")}
          >
            {(!field.value || placeholder) && (
              <option value="" disabled hidden={!!field.value}>
                {placeholder ?? ""}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} className="text-foreground">
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    />
  );
}
