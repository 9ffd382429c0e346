import { FileText, Plus } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function InvoicesEmptyState() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <FileText className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">No invoices yet</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Create your first invoice: the tax is worked out for you, and you can download it as PDF or e-mail it.
      </p>
      <Button asChild className="mt-6">
        <Link href="/create-invoice">
          <Plus aria-hidden />
          Create Your First Invoice
        </Link>
      </Button>
    </div>
  );
}
