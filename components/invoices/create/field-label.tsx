import { Label } from "@/components/ui/label";

/** A form field's label, with the red asterisk of a required field (hidden from screen readers, which hear aria-required). */
export function FieldLabel({ htmlFor, label, isRequired = false }: { htmlFor: string; label: string; isRequired?: boolean }) {
  return (
    <Label htmlFor={htmlFor} className="gap-1">
      {label}
      {isRequired && (
        <span aria-hidden className="text-destructive">
          *
        </span>
      )}
    </Label>
  );
}
