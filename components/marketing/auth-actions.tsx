import { LayoutDashboard } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SiteLink } from "./site-link";

type AuthActionsProps = {
  isSignedIn: boolean;
  className?: string;
};

/**
 * Signed out: Sign In and Get Started Free. Signed in: one Dashboard button (SPEC section 2).
 * Rendered on the server only; the header's islands receive it ready-made.
 */
export function AuthActions({ isSignedIn, className }: AuthActionsProps) {
  if (isSignedIn) {
    return (
      <div className={cn("flex items-center gap-2", className)}>
        <Button asChild>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button asChild variant="ghost">
        <SiteLink href="/auth">Sign In</SiteLink>
      </Button>
      <Button asChild>
        <Link href="/signup">Get Started Free</Link>
      </Button>
    </div>
  );
}
