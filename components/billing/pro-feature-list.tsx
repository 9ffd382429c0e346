import { Check } from "lucide-react";
import { PRO_PLAN } from "@/components/marketing/plans";
import { cn } from "@/lib/utils";

/** What Pro adds, ticked: the upgrade dialog and the /subscribe card show the same list. */
export function ProFeatureList({ className }: { className?: string }) {
  return (
    <ul className={cn("text-sm", className)}>
      {PRO_PLAN.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {feature}
        </li>
      ))}
    </ul>
  );
}
