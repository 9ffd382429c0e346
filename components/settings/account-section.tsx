"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The Account section of /settings: who is signed in, and account deletion. */
export function AccountSection() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Signed in as {user.email}. E-mail addresses can&apos;t be changed.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">Deleting your account removes all of your data for good.</p>
        <DeleteAccountDialog email={user.email} />
      </CardContent>
    </Card>
  );
}
