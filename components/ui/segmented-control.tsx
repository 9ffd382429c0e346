import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/utils";

export type SegmentedOption<T extends string> = { value: T; label: ReactNode };

type SegmentedControlProps<T extends string> = {
  legend: string;
  options: readonly SegmentedOption<T>[];
  className?: string;
} & (
  | {
      /** A react-hook-form registration: the form owns the value, the radios stay uncontrolled. */
      registration: UseFormRegisterReturn;
      name?: never;
      value?: never;
      onValueChange?: never;
    }
  | { name: string; value: T; onValueChange: (value: T) => void; registration?: never }
);

/**
 * One choice out of a few, drawn as side-by-side segments.
 *
 * The segments are native radios inside a fieldset with `role="radiogroup"`: the legend names the
 * group, arrow keys move between options and the form submits the value without any script. The
 * highlight follows `:checked` through CSS, so a registered (uncontrolled) field needs no watched value.
 */
export function SegmentedControl<T extends string>({ legend, options, className, ...mode }: SegmentedControlProps<T>) {
  return (
    <fieldset role="radiogroup" className={cn("space-y-2", className)}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative flex cursor-pointer items-center justify-center rounded-md border border-input px-3 py-2 text-center text-sm font-medium transition-colors hover:bg-accent/50",
              "has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground",
              "has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
            )}
          >
            {mode.registration ? (
              <input type="radio" value={option.value} className="sr-only" {...mode.registration} />
            ) : (
              <input
                type="radio"
                name={mode.name}
                value={option.value}
                checked={mode.value === option.value}
                onChange={() => mode.onValueChange(option.value)}
                className="sr-only"
              />
            )}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
