import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A styled native select for short lists (currency, language, supply type): it matches the
 * country picker, works with react-hook-form's register() and opens the phone's own picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
