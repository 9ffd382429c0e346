import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SiteLink } from "./site-link";

/** The marketing pages' main call to action: sign up, free. */
export function GetStartedButton() {
  return (
    <Button asChild size="lg">
      <Link href="/signup">
        Get Started Free
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

/** The call to action beside it: the sample invoice. */
export function ViewDemoButton() {
  return (
    <Button asChild size="lg" variant="outline">
      <SiteLink href="/demo">View Demo</SiteLink>
    </Button>
  );
}
