import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { LazyCreditNotesList } from "@/components/credit-notes/lazy-credit-notes-list";
import { ImportStatementButton } from "@/components/invoices/import-statement/import-statement-button";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Invoices" };

/** The heading is static; the lists (invoices, then credit notes) and their dialogs are the client islands. */
export default function InvoicesPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Your Invoices</h1>
          <p className="text-muted-foreground">Every invoice you have issued, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportStatementButton />
          <Button asChild>
            <Link href="/create-invoice">
              <Plus aria-hidden />
              New Invoice
            </Link>
          </Button>
        </div>
      </div>
      <InvoicesList below={<LazyCreditNotesList />} />
    </div>
  );
}
