import { LayoutDashboard } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type AuthActionsProps = {
  isSignedIn: boolean;
  className?: string;
  /** Called when a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
};

/** Signed out: Sign In and Get Started Free. Signed in: one Dashboard button (SPEC section 2). */
export function AuthActions({ isSignedIn, className, onNavigate }: AuthActionsProps) {
  if (isSignedIn) {
    return (
      <div className={cn("flex items-center gap-2", className)}>
        <Button asChild>
          <Link href="/dashboard" onClick={onNavigate}>
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
        <Link href="/auth" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
      <Button asChild>
        <Link href="/signup" onClick={onNavigate}>
          Get Started Free
        </Link>
      </Button>
    </div>
  );
}
