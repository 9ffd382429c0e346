import { FileText } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function RecentInvoicesEmpty() {
  return (
    <div className="flex flex-col items-center py-8 text-center">
      <FileText className="mb-3 size-8 text-muted-foreground" aria-hidden />
      <h3 className="font-semibold">No invoices yet</h3>
      <p className="mt-1 text-sm text-muted-foreground">Your latest invoices will show up here.</p>
      {/* Not "Create Invoice": the page header already has a link of that name. */}
      <Button asChild variant="outline" size="sm" className="mt-4">
        <Link href="/create-invoice">Create your first invoice</Link>
      </Button>
    </div>
  );
}
