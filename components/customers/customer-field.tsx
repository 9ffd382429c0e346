import type { ComponentProps } from "react";
import { FieldError } from "@/components/forms/field-error";
import { FieldLabel } from "@/components/forms/field-label";
import { Input } from "@/components/ui/input";

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
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
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
