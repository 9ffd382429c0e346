"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pause, Pencil, Play, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatInvoiceAmount, formatInvoiceDate } from "@/components/invoices/invoice-format";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { ScheduleJson } from "@/lib/recurring/schedule-json";
import { frequencyText } from "./recurring-settings";
import { SCHEDULES_KEY } from "./use-create-schedule";

const STATUS_VARIANT = { active: "default", paused: "secondary", ended: "outline" } as const;

function useScheduleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: "pause" | "resume" | "delete" }) =>
      action === "delete"
        ? apiRequest("DELETE", `/api/recurring-invoices/${id}`)
        : apiRequest("POST", `/api/recurring-invoices/${id}/${action}`),
    onSuccess: (_response, { action }) => {
      toast.success({ pause: "Paused", resume: "Resumed", delete: "Deleted" }[action]);
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      if (action === "resume") void queryClient.invalidateQueries({ queryKey: ["invoice-pages"] });
    },
    onError: (error) => void toast.error("Error", { description: errorMessage(error, "That did not work") }),
  });
}

/**
 * /recurring: the user's recurring invoices with next run, frequency, amount and status; pause,
 * resume, delete, and Edit, which opens the whole schedule (lines, customer, timing) in its form.
 */
export function RecurringView() {
  const { data: schedules, isPending } = useQuery<ScheduleJson[]>({ queryKey: SCHEDULES_KEY });
  const action = useScheduleAction();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Recurring invoices</h1>
          <p className="text-sm text-muted-foreground">Invoices made by themselves on their dates, through your number series.</p>
        </div>
        <Button asChild>
          <Link href="/create-invoice?recurring=1">
            <Plus aria-hidden />
            New recurring invoice
          </Link>
        </Button>
      </div>
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading recurring invoices" />
        </div>
      ) : !schedules?.length ? (
        <Card>
          <CardContent className="py-10 text-center text-sm text-muted-foreground">
            No recurring invoices yet. Tick “Make this recurring” when you create an invoice.
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Recurring invoices">
          {schedules.map((schedule) => (
            <li key={schedule.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-medium wrap-anywhere">{schedule.customerName ?? "Deleted customer"}</p>
                      <Badge variant={STATUS_VARIANT[schedule.status]}>{schedule.status}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {frequencyText(schedule.frequency, schedule.dayOfMonth)} ·{" "}
                      <span className="tabular-nums">{formatInvoiceAmount(schedule.amount, schedule.currency ?? "USD")}</span> excl. tax ·{" "}
                      {schedule.generatedCount} made
                    </p>
                    <p className="text-sm">
                      {schedule.nextRunDate ? `Next: ${formatInvoiceDate(schedule.nextRunDate)}` : "No more invoices"}
                      {schedule.pausedReason && <span className="text-destructive"> · Paused: {schedule.pausedReason}</span>}
                    </p>
                    {schedule.notice && <p className="text-sm text-amber-700 dark:text-amber-400">{schedule.notice}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" asChild>
                      <Link
                        href={`/recurring/${encodeURIComponent(schedule.id)}/edit`}
                        aria-label={`Edit the recurring invoice for ${schedule.customerName ?? "a deleted customer"}`}
                      >
                        <Pencil aria-hidden />
                        Edit
                      </Link>
                    </Button>
                    {schedule.status === "active" && (
                      <Button variant="outline" size="sm" onClick={() => action.mutate({ id: schedule.id, action: "pause" })}>
                        <Pause aria-hidden />
                        Pause
                      </Button>
                    )}
                    {schedule.status === "paused" && (
                      <Button variant="outline" size="sm" onClick={() => action.mutate({ id: schedule.id, action: "resume" })}>
                        <Play aria-hidden />
                        Resume
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete the recurring invoice for ${schedule.customerName ?? "a deleted customer"}`}
                      onClick={() => {
                        if (window.confirm("Delete this recurring invoice? The invoices it made stay."))
                          action.mutate({ id: schedule.id, action: "delete" });
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
