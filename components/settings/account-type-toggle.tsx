import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/utils";

const TYPES = [
  { value: "private", label: "Private person" },
  { value: "business", label: "Business" },
] as const;

/** Private/business as two native radios styled as a segmented control (arrow keys work). */
export function AccountTypeToggle({ value, registration }: { value: string; registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Account type</legend>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => (
          <label
            key={type.value}
            className={cn(
              "flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === type.value ? "border-primary bg-accent text-accent-foreground" : "border-input hover:bg-accent/50",
            )}
          >
            <input type="radio" value={type.value} className="sr-only" {...registration} />
            {type.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
