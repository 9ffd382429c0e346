import { CreditCard, FileDown, KeyRound, MailWarning, Percent, Receipt, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

const COMMON_ISSUES: readonly { icon: LucideIcon; title: string; fix: string }[] = [
  {
    icon: FileDown,
    title: "The PDF doesn't download",
    fix: "Allow downloads from this site in your browser, then try Download PDF again. If it still fails, send us the invoice number.",
  },
  {
    icon: MailWarning,
    title: "My customer didn't get the e-mail",
    fix: "Check the customer's e-mail address on the Customers page and ask them to look in their spam folder, then send it again.",
  },
  {
    icon: Receipt,
    title: "I can't create more invoices",
    fix: `The Free plan includes ${FREE_INVOICES_PER_MONTH} invoices per month. Upgrade to Pro in Settings for unlimited invoices, or wait for next month's allowance.`,
  },
  {
    icon: Percent,
    title: "The tax on my invoice looks wrong",
    fix: "Check your country and VAT registration in Settings and the customer's country and type, then pick the matching tax scenario.",
  },
  {
    icon: CreditCard,
    title: "A payment or subscription problem",
    fix: "Open the billing portal from Settings to update your card or see invoices. Choose the Billing category below if that doesn't help.",
  },
  {
    icon: KeyRound,
    title: "I can't sign in",
    fix: "Make sure you use the e-mail address you signed up with; it cannot be changed. Still stuck? Choose the Account category below.",
  },
];

export function CommonIssues() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {COMMON_ISSUES.map(({ icon: Icon, title, fix }) => (
        <li key={title}>
          <Card className="h-full gap-4">
            <CardHeader className="gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden>
                <Icon className="size-4.5" />
              </span>
              <CardTitle asChild>
                <h3>{title}</h3>
              </CardTitle>
              <CardDescription className="leading-relaxed">{fix}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
