"use client";

import { Landmark } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";

// The import dialog loads when first opened: /invoices shows only its button at first paint
// (issue #24, "Light on a phone").
const ImportStatementDialog = dynamic(() => import("./import-statement-dialog").then((module) => module.ImportStatementDialog), {
  ssr: false,
});

/** "Import bank statement" on /invoices and its dialog. */
export function ImportStatementButton() {
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Landmark aria-hidden />
        Import bank statement
      </Button>
      {wanted && <ImportStatementDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
