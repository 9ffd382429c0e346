import type { ComponentProps } from "react";
import { FieldError } from "@/components/forms/field-error";
import { FieldLabel } from "@/components/forms/field-label";
import { Input } from "@/components/ui/input";

type SettingsFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  /** Shows the asterisk; whether it is enforced is the schema's business. */
  isRequired?: boolean;
  hint?: string;
};

/** One labelled input of the settings form with its hint and inline error. */
export function SettingsField({ id, label, error, hint, isRequired = false, ...inputProps }: SettingsFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-2">
      <FieldLabel htmlFor={id} isRequired={isRequired} className="gap-2">
        {label}
      </FieldLabel>
      <Input id={id} aria-invalid={!!error} aria-required={isRequired || undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div id={`${id}-error`}>
        <FieldError message={error} />
      </div>
    </div>
  );
}
