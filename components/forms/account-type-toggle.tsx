import type { UseFormRegisterReturn } from "react-hook-form";
import { SegmentedControl } from "@/components/ui/segmented-control";

const ACCOUNT_TYPES = [
  { value: "private", label: "Private person" },
  { value: "business", label: "Business" },
] as const;

/** Private person or business, the same choice at signup and in the settings. */
export function AccountTypeToggle({ registration }: { registration: UseFormRegisterReturn }) {
  return <SegmentedControl legend="Account type" options={ACCOUNT_TYPES} registration={registration} />;
}
