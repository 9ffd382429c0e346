import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export type SpinnerProps = Omit<ComponentProps<"svg">, "ref"> & {
  /** What is loading, for screen readers (default "Loading"). */
  label?: string;
};

export function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return <LoaderCircle role="status" aria-label={label} data-slot="spinner" className={cn("size-4 animate-spin", className)} {...props} />;
}
