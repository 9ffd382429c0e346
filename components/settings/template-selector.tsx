import { Crown } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { INVOICE_TEMPLATES } from "@/lib/invoices/templates";
import { cn } from "@/lib/utils";

/**
 * The default invoice template: the free one for everyone; the premium ones selectable by Pro
 * users and marked Pro for Free users (the server refuses them too). A premium template kept from
 * a Pro period stays checked.
 */
export function TemplateSelector({ value, isPro, registration }: { value: string; isPro: boolean; registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Invoice template</legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {INVOICE_TEMPLATES.map((template) => {
          const isLocked = !isPro && template.isPremium && value !== template.id;
          return (
            <label
              key={template.id}
              className={cn(
                "flex flex-col gap-1 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                value === template.id ? "border-primary bg-accent" : "border-input",
                isLocked ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-accent/50",
              )}
            >
              <input type="radio" value={template.id} disabled={isLocked} className="sr-only" {...registration} />
              <span className="flex items-center justify-between gap-1 font-medium">
                {template.name}
                {template.isPremium && !isPro && (
                  <Badge variant="pro" className="gap-0.5">
                    <Crown aria-hidden />
                    Pro
                  </Badge>
                )}
              </span>
              <span className="text-xs text-muted-foreground">{template.description}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
