"use client";

import { FileSignature } from "lucide-react";
import Link from "next/link";
import { formatInvoiceAmount } from "@/components/invoices/invoice-format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useOpenQuotesSummary } from "./use-quotes";

/**
 * Open quotes (draft or sent, not expired: waiting for the customer's answer), their total per
 * currency, since amounts in different currencies are never added up. On the dashboard and above
 * /quotes (`compact`: no link to the page it is on).
 */
export function OpenQuotesCard({ compact = false }: { compact?: boolean }) {
  const { data } = useOpenQuotesSummary();
  const open = data?.open;
  const count = open?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <Card role="group" aria-label="Open quotes" className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between pb-0">
        <CardTitle className="text-sm font-medium">Open quotes</CardTitle>
        <FileSignature className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          {open === undefined ? (
            <p className="text-2xl font-bold">–</p>
          ) : open.length === 0 ? (
            <p className="text-sm text-muted-foreground">No quotes waiting for an answer</p>
          ) : (
            <ul aria-label="Open quotes total" className="space-y-0.5">
              {open.map((row) => (
                <li key={row.currency} className="text-2xl font-bold tabular-nums" data-testid="open-quotes-total">
                  {formatInvoiceAmount(row.total, row.currency)}
                </li>
              ))}
            </ul>
          )}
          {count > 0 && (
            <p className="text-xs text-muted-foreground">
              {count} {count === 1 ? "quote" : "quotes"} waiting for an answer
            </p>
          )}
        </div>
        {!compact && (
          <Link href="/quotes" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            View quotes
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
