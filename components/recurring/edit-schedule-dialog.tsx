"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { validationErrors } from "@/components/invoices/create/use-create-invoice";
import { DEFAULT_RECURRING, scheduleFieldsOf, type RecurringSettings } from "./recurring-settings";
import { RecurringSection } from "./recurring-section";
import { SCHEDULES_KEY } from "./use-create-schedule";

function settingsOf(schedule: ScheduleJson): RecurringSettings {
  return {
    ...DEFAULT_RECURRING,
    enabled: true,
    every: String(schedule.frequency.every),
    unit: schedule.frequency.unit,
    dayOfMonth: schedule.dayOfMonth === null ? "" : String(schedule.dayOfMonth),
    end: schedule.endDate ? "date" : schedule.count ? "count" : "never",
    endDate: schedule.endDate ?? "",
    count: schedule.count ? String(schedule.count) : DEFAULT_RECURRING.count,
    autoSend: schedule.autoSend,
  };
}

/** Changes when a schedule makes its invoices (PUT with its invoice as it is); applies from the next run on. */
export function EditScheduleDialog({ schedule, onClose }: { schedule: ScheduleJson; onClose: () => void }) {
  const [settings, setSettings] = useState(() => settingsOf(schedule));
  const [problems, setProblems] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const dueDate = new Date(Date.parse(`${schedule.startDate}T00:00:00Z`) + schedule.dueDays * 86_400_000).toISOString().slice(0, 10);
      const timing = scheduleFieldsOf(settings, { invoiceDate: schedule.startDate, dueDate });
      return apiRequest("PUT", `/api/recurring-invoices/${schedule.id}`, { ...schedule, ...timing });
    },
    onSuccess: () => {
      toast.success("Recurring invoice saved", { description: "The change applies from the next invoice on." });
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      onClose();
    },
    onError: (error) => {
      const invalid = validationErrors(error);
      if (invalid) setProblems(invalid);
      else toast.error("Error", { description: errorMessage(error, "Failed to save the recurring invoice") });
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit recurring invoice</DialogTitle>
          <DialogDescription>
            For {schedule.customerName ?? "a deleted customer"}. Invoices already made stay as they are.
          </DialogDescription>
        </DialogHeader>
        <RecurringSection value={settings} onChange={setSettings} timingOnly />
        {problems.length > 0 && (
          <ul role="alert" className="list-disc space-y-1 pl-5 text-sm text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
