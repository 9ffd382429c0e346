import { useMemo, type ComponentProps } from "react";
import { countryOptions, PRIORITY_COUNTRY_CODES } from "@/lib/countries";
import { cn } from "@/lib/utils";

type CountrySelectProps = ComponentProps<"select"> & {
  /** Codes listed first, above the rest of the world (SPEC section 9). */
  priority?: readonly string[];
};

/**
 * A native select: ~250 options stay fast, searchable by typing, and usable on phones.
 * The priority countries come first, then every other country by name.
 */
export function CountrySelect({ priority = PRIORITY_COUNTRY_CODES, className, ...props }: CountrySelectProps) {
  const options = useMemo(() => countryOptions(priority), [priority]);
  const first = options.slice(0, priority.length);
  const rest = options.slice(priority.length);
  return (
    <select
      className={cn(
        "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    >
      <optgroup label="Common">
        {first.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </optgroup>
      <optgroup label="All countries">
        {rest.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
