"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PrioritySelect, type SupportPriority } from "@/components/support/priority-select";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { useCurrentUser } from "@/lib/api-client/use-current-user";

const EMPTY: { subject: string; message: string; steps: string; priority: SupportPriority } = {
  subject: "",
  message: "",
  steps: "",
  priority: "normal",
};

type ReportBugFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The shell's "Report a bug" dialog (opened by ./report-bug-dialog.tsx): the support endpoint with
 * category bug, the signed-in user's name and e-mail, steps to reproduce and the page it was opened
 * on. Lands in the admin Bug Reports.
 */
export function ReportBugFormDialog({ open, onOpenChange: setOpen }: ReportBugFormDialogProps) {
  const { user } = useCurrentUser();
  const [report, setReport] = useState(EMPTY);
  const [isSending, setIsSending] = useState(false);
  const update = (field: keyof typeof EMPTY, value: string) => setReport((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user || isSending) return;
    if (!report.subject.trim() || !report.message.trim()) {
      toast.error("Please fill in all required fields");
      return;
    }
    setIsSending(true);
    try {
      await apiRequest("POST", "/api/support", {
        ...report,
        category: "bug",
        name: user.company || user.username,
        email: user.email,
        url: window.location.href,
      });
      setReport(EMPTY);
      setOpen(false);
      toast.success("Bug report sent", { description: "Thank you! Our team will look into it." });
    } catch (error) {
      toast.error("Could not send the bug report", { description: errorMessage(error, "Please try again.") });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>Report a bug</DialogTitle>
        <DialogDescription>Tell us what went wrong. The page you are on is sent along.</DialogDescription>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Report a bug">
          <div className="grid gap-2">
            <Label htmlFor="bug-subject">Title</Label>
            <Input id="bug-subject" required value={report.subject} onChange={(event) => update("subject", event.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bug-message">What happened?</Label>
            <Textarea
              id="bug-message"
              required
              rows={3}
              value={report.message}
              onChange={(event) => update("message", event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bug-steps">Steps to reproduce (optional)</Label>
            <Textarea
              id="bug-steps"
              rows={3}
              placeholder={"1. …\n2. …"}
              value={report.steps}
              onChange={(event) => update("steps", event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bug-priority">Priority</Label>
            <PrioritySelect
              id="bug-priority"
              className="w-40"
              value={report.priority}
              onValueChange={(value) => update("priority", value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={isSending}>
              {isSending ? "Sending..." : "Send bug report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
