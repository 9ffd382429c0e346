import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FieldLabelProps = { htmlFor: string; children: React.ReactNode; isRequired?: boolean; className?: string };

/** A form field's label, with the red asterisk of a required field (hidden from screen readers, which hear aria-required). */
export function FieldLabel({ htmlFor, children, isRequired = false, className }: FieldLabelProps) {
  return (
    <Label htmlFor={htmlFor} className={cn("gap-1", className)}>
      {children}
      {isRequired && (
        <span aria-hidden className="text-destructive">
          *
        </span>
      )}
    </Label>
  );
}
