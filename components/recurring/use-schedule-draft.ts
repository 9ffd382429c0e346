"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useDocumentDraft } from "@/components/documents/use-document-draft";
import { validationErrors } from "@/components/invoices/create/use-create-invoice";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { PublicUser } from "@/lib/auth/public-user";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { scheduleFieldsOf } from "./recurring-settings";
import type { ScheduleFormInitial } from "./schedule-form-values";
import { SCHEDULES_KEY } from "./use-create-schedule";

/** PUT /api/recurring-invoices/{id}; a 400's problems go to the form's alert. */
function useSaveSchedule(id: string, onInvalid: (problems: string[]) => void) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (payload: Record<string, unknown>): Promise<ScheduleJson> =>
      (await apiRequest("PUT", `/api/recurring-invoices/${encodeURIComponent(id)}`, payload)).json(),
    onSuccess: async () => {
      toast.success("Recurring invoice saved", { description: "The change applies from the next invoice on." });
      // The list and this schedule (its key starts with the list's).
      await queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      router.push("/recurring");
    },
    onError: (error) => {
      const problems = validationErrors(error);
      if (problems) return onInvalid(problems);
      toast.error("Error", { description: errorMessage(error, "Failed to save the recurring invoice") });
    },
  });
}

/**
 * A recurring invoice's edit form: the invoice it makes, written with the invoice form's draft
 * (components/documents/use-document-draft.ts: customer, lines, tax, notes), and its timing and
 * payment term; saved whole with PUT, which applies from the next run on. The start date stays:
 * it anchors the periods. The template stays the schedule's own.
 */
export function useScheduleDraft(user: PublicUser, schedule: ScheduleJson, initial: ScheduleFormInitial) {
  const draft = useDocumentDraft(user, initial.values);
  const { form, setProblems } = draft;
  const [settings, setSettings] = useState(initial.settings);
  const [dueDays, setDueDays] = useState(initial.dueDays);
  const save = useSaveSchedule(schedule.id, setProblems);

  const submit = form.handleSubmit(
    (data) => {
      setProblems([]);
      const { number: _number, ...payload } = draft.payloadOf(data);
      const timing = scheduleFieldsOf(settings, { invoiceDate: schedule.startDate, dueDate: null });
      // The payment term as typed: the server checks it (a whole number of days, 0–365).
      save.mutate({ ...payload, template: schedule.template, ...timing, startDate: schedule.startDate, dueDays: dueDays.trim() });
    },
    () => setProblems(draft.currentProblems()),
  );

  return {
    ...draft,
    settings,
    setSettings,
    dueDays,
    setDueDays,
    submit,
    isSubmitting: save.isPending,
    canSubmit: draft.isComplete && !save.isPending,
  };
}
