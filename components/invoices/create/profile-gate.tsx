import { UserRoundCog } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DocumentKind } from "@/lib/invoices/invoice-fields";
import { REQUIRED_PROFILE_FIELDS, type RequiredProfileField } from "@/lib/profile/required-fields";

/** Shown instead of the form while the profile lacks what an invoice (or a quote) prints about its issuer. */
export function ProfileGate({ missingFields, kind = "invoice" }: { missingFields: readonly RequiredProfileField[]; kind?: DocumentKind }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent">
          <UserRoundCog className="size-6 text-accent-foreground" aria-hidden />
        </div>
        <CardTitle asChild className="text-xl">
          <h2>Complete Your Profile First</h2>
        </CardTitle>
        <CardDescription>
          Your {kind === "quote" ? "quotes" : "invoices"} print your name and address, so these details are needed before you can create
          one.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="rounded-md border bg-muted/50 p-4">
          <p className="mb-2 text-sm font-medium">Missing fields:</p>
          <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Missing fields">
            {missingFields.map((field) => (
              <li key={field}>{REQUIRED_PROFILE_FIELDS[field] ?? field}</li>
            ))}
          </ul>
        </div>
        <Button asChild className="w-full">
          <Link href="/settings">Complete Profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
