"use client";

import { useQuery } from "@tanstack/react-query";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { ScheduleForm } from "./schedule-form";
import { scheduleFormValues } from "./schedule-form-values";
import { scheduleKey } from "./use-create-schedule";

/** /recurring/{id}/edit: the schedule loaded, then its form. */
export function ScheduleEditorView({ scheduleId }: { scheduleId: string }) {
  const { user } = useCurrentUser();
  const schedule = useQuery<ScheduleJson>({ queryKey: scheduleKey(scheduleId) });
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Edit Recurring Invoice</h1>
        <p className="text-muted-foreground">
          {schedule.data ? `For ${schedule.data.customerName ?? "a deleted customer"}. ` : ""}Invoices already made stay as they are.
        </p>
      </div>
      {schedule.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            Could not load the recurring invoice: {errorMessage(schedule.error, "please try again.")}
            <Button variant="outline" size="sm" onClick={() => void schedule.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !schedule.data || !user ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading the recurring invoice" />
        </div>
      ) : (
        <ScheduleForm key={schedule.data.id} user={user} schedule={schedule.data} initial={scheduleFormValues(user, schedule.data)} />
      )}
    </div>
  );
}
