"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { validationErrors } from "@/components/invoices/create/use-create-invoice";

/** The list's query key: GET /api/recurring-invoices. */
export const SCHEDULES_KEY = ["/api/recurring-invoices"] as const;
/** One schedule: GET /api/recurring-invoices/{id}. */
export const scheduleKey = (id: string) => [...SCHEDULES_KEY, id] as const;

/** POST /api/recurring-invoices from the invoice form; a 400's problems go to the form's alert. */
export function useCreateSchedule({ onInvalid }: { onInvalid: (problems: string[]) => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: unknown): Promise<{ nextRunDate: string | null }> =>
      (await apiRequest("POST", "/api/recurring-invoices", payload)).json(),
    onSuccess: async (schedule) => {
      toast.success("Recurring invoice saved", {
        description: schedule.nextRunDate ? `The first invoice is made on ${schedule.nextRunDate}.` : "It has no dates left to make.",
      });
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
