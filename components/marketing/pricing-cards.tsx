import { Check, Crown } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { PLANS } from "./plans";

/** Free and Pro side by side; Pro is highlighted. Used on the landing page and /pricing. */
export function PricingCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      {PLANS.map((plan) => {
        const isPro = plan.id === "pro";
        return (
          <Card key={plan.id} className={cn("relative", isPro && "border-primary shadow-lg ring-1 ring-primary")}>
            {isPro && (
              <Badge variant="pro" className="absolute -top-3 left-6 gap-1 px-2.5 py-1">
                <Crown aria-hidden />
                Most popular
              </Badge>
            )}
            <CardHeader>
              <CardTitle asChild>
                <Heading className="text-xl">{plan.name}</Heading>
              </CardTitle>
              <CardDescription>{plan.tagline}</CardDescription>
              <p className="mt-4 flex items-baseline gap-1.5">
                <span className="text-4xl font-bold tracking-tight">{plan.priceUsd} USD</span>
                <span className="text-sm text-muted-foreground">{plan.period}</span>
              </p>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="space-y-3 text-sm" aria-label={`${plan.name} plan features`}>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button asChild size="lg" variant={isPro ? "default" : "outline"} className="w-full">
                <Link href={plan.cta.href}>{plan.cta.label}</Link>
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}
