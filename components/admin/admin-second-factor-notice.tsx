import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** An admin without two-factor sign-in where it is required: the way there instead of tabs that would all answer 403. */
export function AdminSecondFactorNotice({ message }: { message: string }) {
  return (
    <div className="mx-auto flex min-h-screen max-w-lg items-center px-4">
      <Alert>
        <AlertTitle>Two-factor sign-in required</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>{message}</p>
          <Button asChild size="sm">
            <Link href="/settings#security">Open Settings → Security</Link>
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
