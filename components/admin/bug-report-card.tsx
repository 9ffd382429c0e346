"use client";

import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { useRefreshAdmin, type BugReport } from "./admin-queries";
import { formatDate } from "./format";

const STATUSES: { value: BugReport["status"]; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "in_progress", label: "In progress" },
  { value: "resolved", label: "Resolved" },
  { value: "closed", label: "Closed" },
];

const PRIORITY_VARIANT: Record<string, "destructive" | "default" | "secondary"> = {
  critical: "destructive",
  high: "default",
  medium: "secondary",
};

/** One bug report: status selector, Delete with a confirmation, Admin Notes saved on blur when changed. */
export function BugReportCard({ report }: { report: BugReport }) {
  const refresh = useRefreshAdmin();
  const [notes, setNotes] = useState(report.adminNotes ?? "");
  const [confirmOpen, setConfirmOpen] = useState(false);

  const update = useMutation({
    mutationFn: (body: { status: string } | { adminNotes: string }) => apiRequest("PATCH", `/api/admin/bug-reports/${report.id}`, body),
    onSuccess: async () => {
      toast.success("Bug report updated successfully");
      await refresh();
    },
    onError: (error) => toast.error("Error updating bug report", { description: errorMessage(error, "Please try again.") }),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/admin/bug-reports/${report.id}`),
    onSuccess: async () => {
      setConfirmOpen(false);
      toast.success("Bug report deleted successfully");
      await refresh();
    },
    onError: (error) => toast.error("Error deleting bug report", { description: errorMessage(error, "Please try again.") }),
  });

  return (
    <Card data-testid="bug-report" aria-label={`Bug report: ${report.title}`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h3 className="break-words">{report.title}</h3>
            </CardTitle>
            <Badge variant={PRIORITY_VARIANT[report.priority] ?? "outline"}>{report.priority}</Badge>
            <Badge variant="outline">{report.category || "general"}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {report.user.email ?? "Anonymous"} · {formatDate(report.createdAt)} · {report.status.replace("_", " ")}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Select value={report.status} onValueChange={(status) => update.mutate({ status })} disabled={update.isPending}>
            <SelectTrigger aria-label="Status" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUSES.map((status) => (
                <SelectItem key={status.value} value={status.value}>
                  {status.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            trigger={
              <Button variant="destructive" size="sm">
                <Trash2 aria-hidden />
                Delete
              </Button>
            }
            title="Delete this bug report?"
            description={<>&ldquo;{report.title}&rdquo; will be removed. The audit trail keeps a copy.</>}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            isPending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="whitespace-pre-wrap break-words">{report.description}</p>
        {report.steps && (
          <div>
            <h4 className="font-medium">Steps to reproduce</h4>
            <p className="whitespace-pre-wrap break-words text-muted-foreground">{report.steps}</p>
          </div>
        )}
        {(report.url || report.userAgent) && (
          <dl className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-3">
            {report.url && (
              <>
                <dt className="font-medium">URL</dt>
                <dd className="break-all">{report.url}</dd>
              </>
            )}
            {report.userAgent && (
              <>
                <dt className="font-medium">Browser/device</dt>
                <dd className="break-all">{report.userAgent}</dd>
              </>
            )}
          </dl>
        )}
        <div className="space-y-1.5">
          <Label htmlFor={`notes-${report.id}`}>Admin Notes</Label>
          <Textarea
            id={`notes-${report.id}`}
            rows={2}
            value={notes}
            placeholder="Notes for the team (saved when you leave the field)"
            onChange={(event) => setNotes(event.target.value)}
            onBlur={() => {
              if (notes !== (report.adminNotes ?? "")) update.mutate({ adminNotes: notes });
            }}
          />
        </div>
      </CardContent>
    </Card>
  );
}
