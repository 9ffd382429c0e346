"use client";

import { Bug } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";

// The form and its priority select (Radix Select, Floating UI) load when the dialog is first
// opened: every signed-in page shows this button, few press it (issue #24, "Light on a phone").
const ReportBugFormDialog = dynamic(() => import("./report-bug-form-dialog").then((module) => module.ReportBugFormDialog), {
  ssr: false,
});

/** The shell's "Report a bug" button and its dialog. */
export function ReportBugDialog() {
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="ghost"
        className="justify-start gap-3 text-muted-foreground"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Bug aria-hidden />
        Report a bug
      </Button>
      {wanted && <ReportBugFormDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
