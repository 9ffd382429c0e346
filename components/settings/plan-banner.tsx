import { Crown, Sparkles } from "lucide-react";
import { SubscribeLink } from "@/components/billing/subscribe-link";
import { Button } from "@/components/ui/button";
import { FREE_TEMPLATE, listTemplateNames, PREMIUM_TEMPLATES, templateName } from "@/lib/invoices/templates";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

/** Free Plan banner with Upgrade to Pro (to /subscribe), or the Pro panel (SPEC section 2). */
export function PlanBanner({ isPro }: { isPro: boolean }) {
  if (isPro) {
    return (
      <section aria-label="Pro plan" className="flex items-start gap-3 rounded-xl border border-pro/60 bg-pro/15 p-4">
        <Crown className="mt-0.5 size-5 shrink-0 text-pro-foreground" aria-hidden />
        <div>
          <h2 className="font-semibold">Pro Plan</h2>
          <p className="text-sm text-muted-foreground">
            Unlimited invoices, watermark-free PDFs, the {listTemplateNames(PREMIUM_TEMPLATES)} templates, your logo on invoices and
            priority e-mail support.
          </p>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-label="Free plan"
      className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="font-semibold">Free Plan</h2>
          <p className="text-sm text-muted-foreground">
            {FREE_INVOICES_PER_MONTH} invoices per month, watermarked PDFs and the {templateName(FREE_TEMPLATE)} template.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <SubscribeLink>Upgrade to Pro</SubscribeLink>
      </Button>
    </section>
  );
}
