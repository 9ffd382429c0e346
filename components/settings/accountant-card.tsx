"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { AccountingAccountsForm } from "./accounting-accounts-form";
import { NativeSelect } from "./native-select";
import { useDownloadFile } from "./use-download-file";

const QUARTERS = ["Q1", "Q2", "Q3", "Q4"] as const;

type DownloadLink = { label: string; hint: string; url: string; file: string };

function downloadsFor(year: number, quarter: string): DownloadLink[] {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const period = `${year}-${quarter}`;
  return [
    {
      label: "SIE 4 file",
      hint: "For Swedish accounting programs (BAS accounts)",
      url: `/api/exports/sie?year=${year}`,
      file: `invoiceflow-${year}.si`,
    },
    {
      label: "DATEV Buchungsstapel",
      hint: "For DATEV and German tax advisers",
      url: `/api/exports/datev?from=${from}&to=${to}`,
      file: "EXTF_Buchungsstapel.csv",
    },
    {
      label: "Invoices (CSV)",
      hint: "One row per invoice, for any spreadsheet",
      url: `/api/exports/invoices.csv?from=${from}&to=${to}`,
      file: `invoices-${year}.csv`,
    },
    {
      label: `OSS return ${quarter}`,
      hint: "One-Stop-Shop figures in EUR",
      url: `/api/tax/oss-return?quarter=${period}&format=csv`,
      file: `oss-return-${period}.csv`,
    },
    {
      label: `EC Sales List ${quarter}`,
      hint: "Per customer VAT number",
      url: `/api/tax/ec-sales-list?period=${period}&format=csv`,
      file: `ec-sales-list-${period}.csv`,
    },
  ];
}

/**
 * "For your accountant" (issue #29): the year's books as SIE (Sweden) or DATEV (Germany), every
 * invoice as CSV, and a quarter's OSS return and EC Sales List; below, the accounts they book to.
 */
export function AccountantCard({ now = new Date() }: { now?: Date }) {
  const thisYear = now.getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const [quarter, setQuarter] = useState<string>(QUARTERS[Math.floor(now.getUTCMonth() / 3)] ?? "Q1");
  const { download, pending } = useDownloadFile();
  return (
    <Card aria-labelledby="settings-accountant-heading">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="settings-accountant-heading">For your accountant</h2>
        </CardTitle>
        <CardDescription>
          Hand the year to your accountant in the format their software reads. Amounts in other currencies are converted at the rate each
          invoice states, else at the ECB reference rate of its date.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap gap-4">
          <div className="space-y-2">
            <Label htmlFor="accountant-year">Year</Label>
            <NativeSelect id="accountant-year" value={year} onChange={(event) => setYear(Number(event.target.value))} className="w-28">
              {[0, 1, 2, 3].map((back) => (
                <option key={back} value={thisYear - back}>
                  {thisYear - back}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="accountant-quarter">Quarter</Label>
            <NativeSelect id="accountant-quarter" value={quarter} onChange={(event) => setQuarter(event.target.value)} className="w-24">
              {QUARTERS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {downloadsFor(year, quarter).map((link) => (
            <li key={link.label} className="flex items-center justify-between gap-3 rounded-md border p-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">{link.label}</p>
                <p className="text-xs text-muted-foreground">{link.hint}</p>
              </div>
              <Button type="button" variant="outline" size="sm" disabled={pending !== null} onClick={() => download(link.url, link.file)}>
                <Download aria-hidden />
                {pending === link.url ? "Preparing…" : "Download"}
                <span className="sr-only"> {link.label}</span>
              </Button>
            </li>
          ))}
        </ul>
        <AccountingAccountsForm />
      </CardContent>
    </Card>
  );
}
