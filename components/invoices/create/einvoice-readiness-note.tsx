"use client";

import { FileWarning } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";
import { findEinvoiceProblems } from "@/lib/einvoice/find-einvoice-problems";
import type { TaxResult } from "@/lib/tax";

type Props = { user: PublicUser; customer: Customer | undefined; tax: TaxResult | null };

/**
 * For a business customer, what the invoice would lack as an EN 16931 / Peppol e-invoice, checked
 * with the server's own rules (lib/einvoice) before the invoice is created. A warning, not a block:
 * the PDF invoice is fine without it.
 */
export function EinvoiceReadinessNote({ user, customer, tax }: Props) {
  if (!customer || customer.customerType !== "business" || !tax) return null;
  const problems = findEinvoiceProblems({
    vatScenario: tax.scenario,
    reverseCharge: tax.reverseCharge,
    lineRates: [tax.rate],
    supplier: { ...user, name: user.company ?? user.username, country: user.country },
    customer,
  });
  if (problems.length === 0) return null;
  const texts = [...new Set(problems.map((problem) => problem.text))];
  return (
    <Alert data-testid="einvoice-readiness">
      <FileWarning aria-hidden />
      <AlertTitle>This invoice can&apos;t be made into a valid e-invoice yet</AlertTitle>
      <AlertDescription>
        <p>Business customers may need an e-invoice (UBL / Factur-X). Missing:</p>
        <ul className="list-disc pl-5">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
