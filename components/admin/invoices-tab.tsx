"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatMoney } from "@/lib/money/format-money";
import { useAdminInvoices } from "./admin-queries";
import { formatCount, formatDateTime } from "./format";
import { QueryState } from "./stat-card";

/** Invoices: every user's invoices, newest first, 50 a page. */
export function InvoicesTab() {
  const [page, setPage] = useState(1);
  const invoices = useAdminInvoices(page);
  const data = invoices.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <QueryState isLoading={invoices.isLoading} error={invoices.error} />
      {data && (
        <>
          <p className="text-sm text-muted-foreground">{formatCount(data.total)} invoices in total</p>
          <div className="rounded-lg border bg-background">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Number</TableHead>
                  <TableHead>User</TableHead>
                  <TableHead>Customer</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead>Currency</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.invoices.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                      No invoices yet
                    </TableCell>
                  </TableRow>
                )}
                {data.invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    {/* Cut at a width of their own (a table cell ignores max-width); the title holds the whole text. */}
                    <TableCell className="font-medium">
                      <div className="max-w-48 truncate" title={invoice.number}>
                        {invoice.number}
                      </div>
                    </TableCell>
                    <TableCell>
                      <div className="max-w-56 truncate" title={invoice.userEmail}>
                        {invoice.userEmail}
                      </div>
                    </TableCell>
                    <TableCell>
                      <div className="max-w-64 truncate" title={invoice.customerName}>
                        {invoice.customerName}
                      </div>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(invoice.total, invoice.currency, "en")}</TableCell>
                    <TableCell>{invoice.currency}</TableCell>
                    <TableCell>{formatDateTime(invoice.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <div className="flex items-center justify-end gap-3 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {formatCount(pages)}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
