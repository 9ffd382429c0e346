import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

type ListSearchProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** The search box above a paged list; the server does the matching. */
export function ListSearch({ label, placeholder, value, onChange }: ListSearchProps) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
