import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

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
