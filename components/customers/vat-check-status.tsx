"use client";

import { BadgeCheck, RefreshCw, ShieldAlert, ShieldQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { VatCheckJson } from "@/lib/vies/vat-check-record";
import { cn } from "@/lib/utils";
import { useRecheckVatNumber } from "./use-customer-mutations";

const LOOK = {
  valid: { icon: BadgeCheck, text: "Valid in VIES", tone: "text-emerald-700" },
  invalid: { icon: ShieldAlert, text: "Not valid in VIES", tone: "text-destructive" },
  unavailable: { icon: ShieldQuestion, text: "Not verified", tone: "text-amber-700" },
} as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));

/**
 * The customer's latest VIES check (issue #29): the verdict, when it was asked, the registered name
 * and the consultation number a tax office accepts as proof, and "Check again".
 */
export function VatCheckStatus({ customerId, check }: { customerId: string; check: VatCheckJson }) {
  const recheck = useRecheckVatNumber();
  const { icon: Icon, text, tone } = LOOK[check.status];
  return (
    <div className="space-y-1 border-t pt-3" aria-label="VAT number check">
      <div className="flex items-center justify-between gap-2">
        <p className={cn("flex items-center gap-1.5 font-medium", tone)}>
          <Icon className="size-4 shrink-0" aria-hidden />
          {text}
        </p>
        <Button variant="ghost" size="sm" disabled={recheck.isPending} onClick={() => recheck.mutate(customerId)}>
          <RefreshCw className={cn(recheck.isPending && "animate-spin")} aria-hidden />
          {recheck.isPending ? "Checking…" : "Check again"}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Checked {when(check.checkedAt)} UTC
        {check.status === "unavailable" && unavailableNote(check)}
      </p>
      {check.name && <p className="text-xs text-muted-foreground wrap-anywhere">Registered as {check.name}</p>}
      {check.consultationNumber && (
        <p className="text-xs text-muted-foreground">
          Consultation number <span className="font-mono">{check.consultationNumber}</span>
        </p>
      )}
    </div>
  );
}

function unavailableNote(check: VatCheckJson): string {
  if (check.errorCode === "NOT_CONFIGURED") return " · VIES checks are not set up on this server";
  return check.retrying ? " · VIES did not answer; retried automatically" : " · VIES did not answer";
}
