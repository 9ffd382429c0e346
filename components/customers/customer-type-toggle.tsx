import type { UseFormRegisterReturn } from "react-hook-form";
import { SegmentedControl } from "@/components/ui/segmented-control";

const CUSTOMER_TYPES = [
  { value: "private", label: "Private" },
  { value: "business", label: "Business" },
] as const;

/** Private or business customer. */
export function CustomerTypeToggle({ registration }: { registration: UseFormRegisterReturn }) {
  return <SegmentedControl legend="Customer type" options={CUSTOMER_TYPES} registration={registration} />;
}
