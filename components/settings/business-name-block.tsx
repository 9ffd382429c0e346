"use client";

import { useState, type KeyboardEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import type { PublicUser } from "@/lib/auth/public-user";
import { useChangeBusinessName, useCompanyNamePolicy } from "./use-business-name";

/**
 * The business name (a private person's own name) with its change rule: the update button only when
 * the name differs and a change is allowed, otherwise the 'Change Not Allowed' alert with the reason.
 * Not part of the settings form: a name change is its own request under the 7-day rule.
 */
export function BusinessNameBlock({ user }: { user: PublicUser }) {
  const currentName = user.company ?? user.username;
  const [draft, setDraft] = useState(currentName);
  const [shownName, setShownName] = useState(currentName);
  // After a change (or a refetch) the field follows the stored name.
  if (shownName !== currentName) {
    setShownName(currentName);
    setDraft(currentName);
  }
  const policy = useCompanyNamePolicy();
  const change = useChangeBusinessName();
  const newName = draft.trim();
  const isChanged = newName !== "" && newName !== currentName;
  const label = user.businessType === "business" ? "Business name" : "Name";

  const update = () => {
    if (isChanged && policy.data?.canChange) change.mutate(newName);
  };
  // The block sits inside the settings form: Enter here updates the name, not the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    update();
  };

  return (
    <div className="space-y-3 rounded-lg border bg-muted/30 p-4">
      <div className="space-y-2">
        <Label htmlFor="business-name">{label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="business-name"
            value={draft}
            maxLength={160}
            autoComplete="organization"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {isChanged && policy.data?.canChange && (
            <Button onClick={update} disabled={change.isPending} className="sm:w-auto">
              {change.isPending ? "Updating..." : `Update ${label}`}
            </Button>
          )}
        </div>
        <PolicyNote policy={policy} />
      </div>
      {isChanged && policy.data && !policy.data.canChange && (
        <Alert variant="destructive">
          <AlertTitle>Change Not Allowed</AlertTitle>
          <AlertDescription>{policy.data.reason ?? "Company name change not allowed"}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function PolicyNote({ policy }: { policy: ReturnType<typeof useCompanyNamePolicy> }) {
  if (policy.isPending) return <Spinner label="Loading the name change rule" />;
  if (policy.error || !policy.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load name change policy
      </p>
    );
  }
  const { canChange, freeChangesRemaining, daysUntilNextFreeChange, hoursUntilNextFreeChange } = policy.data;
  const text = canChange
    ? freeChangesRemaining > 0
      ? `You have ${freeChangesRemaining} free name change left. After that, the name can change once every 7 days.`
      : "The name can change once every 7 days. A change is possible now."
    : `Next change possible in ${daysUntilNextFreeChange}d ${hoursUntilNextFreeChange}h (once every 7 days).`;
  return <p className="text-xs text-muted-foreground">{text}</p>;
}
