"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { PublicUser } from "@/lib/auth/public-user";
import {
  formatReminderDays,
  parseReminderDaysText,
  reminderDaysSchema,
  REMINDER_DAY_MAX,
  REMINDER_STAGES_MAX,
} from "@/lib/reminders/reminder-days";
import { SettingsField } from "./settings-field";
import { useSaveReminders } from "./use-save-reminders";

type Stored = Pick<PublicUser, "remindersEnabled" | "reminderDays" | "emailVerified">;

/**
 * Payment reminders (issue #16): off until the user turns them on. The days are typed as a list
 * ("3, 14") and judged by the schema PUT /api/user/settings uses, so the card and the server refuse
 * the same lists with the same words. Its own form and button: saving it never sends the profile.
 */
export function PaymentRemindersCard({ user }: { user: Stored }) {
  const stored = { enabled: user.remindersEnabled, days: formatReminderDays(user.reminderDays) };
  const [shown, setShown] = useState(stored);
  const [enabled, setEnabled] = useState(stored.enabled);
  const [daysText, setDaysText] = useState(stored.days);
  const [error, setError] = useState<string | undefined>();
  // After a save (or a refetch) the card follows what is stored.
  if (shown.enabled !== stored.enabled || shown.days !== stored.days) {
    setShown(stored);
    setEnabled(stored.enabled);
    setDaysText(stored.days);
  }
  const save = useSaveReminders();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = reminderDaysSchema.safeParse(parseReminderDaysText(daysText));
    if (!days.success) {
      setError(days.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate({ remindersEnabled: enabled, reminderDays: days.data });
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="settings-reminders-heading" className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="settings-reminders-heading">Payment reminders</h2>
          </CardTitle>
          <CardDescription>
            A polite e-mail to your customer when an invoice is past its due date and not fully paid: the amount still due, the due date, a
            link to the invoice and the PDF attached. Replies come to you.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <Checkbox id="settings-reminders-enabled" checked={enabled} onCheckedChange={(checked) => setEnabled(checked === true)} />
            <Label htmlFor="settings-reminders-enabled" className="font-normal">
              Send payment reminders to customers
            </Label>
          </div>
          <SettingsField
            id="settings-reminder-days"
            label="Days after the due date"
            inputMode="numeric"
            autoComplete="off"
            placeholder="3, 14"
            value={daysText}
            onChange={(event) => setDaysText(event.target.value)}
            hint={`Up to ${REMINDER_STAGES_MAX} days from 1 to ${REMINDER_DAY_MAX}, separated by commas. An invoice gets one reminder per day listed, never two on one day.`}
            error={error}
          />
          {enabled && (
            <p className="text-xs text-muted-foreground">
              Invoices that are already overdue get a reminder too: record the payments you have received first.
              {!user.emailVerified && " Reminders go out once you have confirmed your e-mail address."}
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save reminders"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
