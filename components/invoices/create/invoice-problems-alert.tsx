"use client";

import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { INVOICE_ERROR_PREFIX } from "@/lib/invoices/schemas";

/** Brings the alert into view and focus whenever a new set of problems arrives. */
function useReveal(problems: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length === 0) return;
    const prefersReducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    ref.current?.scrollIntoView({ block: "center", behavior: prefersReducedMotion ? "auto" : "smooth" });
    ref.current?.focus({ preventScroll: true });
  }, [problems]);
  return ref;
}

/** Every problem with the invoice (or the quote: its own `title`) at once, in one destructive alert (SPEC section 5). */
export function InvoiceProblemsAlert({ problems, title = INVOICE_ERROR_PREFIX }: { problems: readonly string[]; title?: string }) {
  const ref = useReveal(problems);
  if (problems.length === 0) return null;
  return (
    <Alert ref={ref} tabIndex={-1} variant="destructive" className="outline-none" data-testid="invoice-problems">
      <CircleAlert aria-hidden />
      <AlertTitle className="line-clamp-none">{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
