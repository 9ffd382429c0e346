import type { ComponentProps } from "react";
import { FieldError } from "@/components/forms/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type CustomerFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  isRequired?: boolean;
};

/** One labelled input of the customer form with its inline error. */
export function CustomerField({ id, label, error, isRequired = false, ...inputProps }: CustomerFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id} className="gap-1">
        {label}
        {isRequired && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-required={isRequired || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...inputProps}
      />
      {error && (
        <div id={`${id}-error`}>
          <FieldError message={error} />
        </div>
      )}
    </div>
  );
}
