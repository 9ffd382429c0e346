"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { PublicUser } from "@/lib/auth/public-user";
import { useRefreshUser } from "./use-save-settings";

export type ReminderSettings = { remindersEnabled: boolean; reminderDays: number[] };

/** PUT /api/user/settings with the two reminder fields only: a save of its own, never the profile. */
export function useSaveReminders() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: async (settings: ReminderSettings): Promise<PublicUser> => (await apiRequest("PUT", "/api/user/settings", settings)).json(),
    onSuccess: async (user) => {
      toast.success("Reminder settings saved", {
        description: user.remindersEnabled
          ? `Customers are reminded ${daysText(user.reminderDays)} after the due date.`
          : "Payment reminders are off.",
      });
      await refreshUser(user);
    },
    onError: (error) => toast.error("Could not save your reminder settings", { description: errorMessage(error, "Please try again.") }),
  });
}

/** [3, 14] → "3 and 14 days", [7] → "7 days", [1] → "1 day". */
function daysText(days: number[]): string {
  const unit = days.length === 1 && days[0] === 1 ? "day" : "days";
  const list = days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : String(days[0] ?? "");
  return `${list} ${unit}`;
}
