"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export const SUPPORT_PRIORITIES = [
  { value: "low", label: "Low" },
  { value: "normal", label: "Normal" },
  { value: "high", label: "High" },
  { value: "critical", label: "Critical" },
] as const;

export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]["value"];

/** The priority of a support request or bug report: the /support form and the shell's "Report a bug". */
export function PrioritySelect({
  id,
  name,
  value,
  onValueChange,
  className,
}: {
  id: string;
  name?: string;
  value: SupportPriority;
  onValueChange: (value: SupportPriority) => void;
  className?: string;
}) {
  return (
    <Select name={name} value={value} onValueChange={(next) => onValueChange(next as SupportPriority)}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SUPPORT_PRIORITIES.map((priority) => (
          <SelectItem key={priority.value} value={priority.value}>
            {priority.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
