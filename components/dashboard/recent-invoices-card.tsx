"use client";

import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { LazyInvoiceDetailsDialog } from "@/components/invoices/lazy-invoice-dialogs";
import { useInvoiceSelection } from "@/components/invoices/use-invoice-selection";
import { useRecentInvoices } from "@/components/invoices/use-invoices";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import { RecentInvoiceRow } from "./recent-invoice-row";
import { RecentInvoicesEmpty } from "./recent-invoices-empty";

/** The latest five invoices, each with a View button that opens the shared details dialog. */
export function RecentInvoicesCard() {
  const { data: invoices, isPending, error } = useRecentInvoices();
  const details = useInvoiceSelection(invoices);

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle asChild>
          <h2 className="text-lg">Recent Invoices</h2>
        </CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link href="/invoices">
            View All
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading recent invoices" />
          </div>
        ) : error ? (
          <p className="py-6 text-center text-sm text-destructive">
            Could not load your invoices: {errorMessage(error, "please try again.")}
          </p>
        ) : invoices.length === 0 ? (
          <RecentInvoicesEmpty />
        ) : (
          <ul className="divide-y" aria-label="Recent invoices">
            {invoices.map((invoice) => (
              <RecentInvoiceRow key={invoice.id} invoice={invoice} onView={details.show} />
            ))}
          </ul>
        )}
      </CardContent>
      <LazyInvoiceDetailsDialog invoice={details.invoice} open={details.open} onOpenChange={details.setOpen} />
    </Card>
  );
}
