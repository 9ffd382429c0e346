"use client";

import { useQuery } from "@tanstack/react-query";
import { Globe2 } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toDecimal } from "@/lib/money/decimal";
import { formatMoneyWhole } from "@/lib/money/format-money";
import { isEuCountry } from "@/lib/tax/eu-countries";
import { cn } from "@/lib/utils";
import type { OssSummary } from "@/lib/eu-vat/oss-summary";

/** The query of GET /api/tax/oss for a year (the dashboard seeds it with the page's figures). */
export const ossQueryKey = (year: number) => [`/api/tax/oss?year=${year}`];

/** From this share of the threshold on, the meter warns. */
export const OSS_WARNING_PERCENT = 80;

/**
 * The EU-wide EUR 10 000 One-Stop-Shop threshold (Art. 59c), for EU-established users who sell goods
 * or digital services to consumers in other member states: this year's total, a warning from 80 %,
 * and once it is crossed (this year or last) that those sales now carry the customer's country's VAT.
 * Shows nothing for anyone else.
 */
export function OssMeterCard({ country, year }: { country: string; year: number }) {
  const isEu = isEuCountry(country);
  const { data } = useQuery<OssSummary>({ queryKey: ossQueryKey(year), enabled: isEu });
  if (!isEu || !data) return null;
  const hasSales = data.invoices.length > 0 || toDecimal(data.previousYearTotal).greaterThan(0);
  if (!hasSales) return null;

  const percent = Number(data.percent);
  const warns = !data.exceeded && percent >= OSS_WARNING_PERCENT;
  const eur = (amount: string) => formatMoneyWhole(amount, "EUR", "en");
  return (
    <Card role="group" aria-label="EU One-Stop-Shop threshold" className="gap-3">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium">EU distance sales {year}</CardTitle>
        <Globe2 className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm">
          <span className="text-xl font-bold">{eur(data.total)}</span>{" "}
          <span className="text-muted-foreground">of {eur(data.threshold)}</span>
        </p>
        <div
          role="meter"
          aria-label="Share of the EUR 10,000 threshold"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent, 100)}
          aria-valuetext={`${data.percent} %`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn("h-full rounded-full", data.exceeded ? "bg-destructive" : warns ? "bg-amber-500" : "bg-primary")}
            style={{ width: `${Math.min(percent, 100)}%` }}
          />
        </div>
        <p className={cn("text-sm", data.exceeded || warns ? "font-medium" : "text-muted-foreground")}>
          {data.exceeded
            ? data.crossedOn
              ? `Crossed on ${longDate(data.crossedOn)}: from that sale on, consumers in other EU countries pay their own country's VAT (One-Stop-Shop).`
              : `Your sales passed the threshold in ${year - 1}: all of this year's sales to EU consumers carry their country's VAT (One-Stop-Shop).`
            : warns
              ? `${data.percent} % of the EU-wide threshold: above it, these sales carry the customer's country's VAT and go into the One-Stop-Shop return.`
              : `${data.percent} % of the EU-wide threshold for goods and digital services sold to consumers in other EU countries.`}
        </p>
        {data.unconvertedInvoices > 0 && (
          <p className="text-xs text-muted-foreground">
            {data.unconvertedInvoices} invoice(s) in other currencies are not counted yet: no ECB exchange rate is stored for their dates.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function longDate(day: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
