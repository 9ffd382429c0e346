import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { PUBLIC_INVOICE_PATH } from "@/lib/invoices/public-invoice-path";
import { formatMoney } from "@/lib/money";
import type { PublicInvoiceStrings } from "./public-invoice-strings";

/**
 * Pay now (issue #27): a plain form that posts to /i/{token}/pay, which answers 303 to Stripe's
 * checkout page. No JavaScript: the page stays a server component and the button works anywhere.
 */
export function PayNow({ invoice, token, t }: { invoice: InvoiceJson; token: string; t: PublicInvoiceStrings }) {
  const amount = formatMoney(invoice.balanceDue, invoice.currency, invoice.language);
  return (
    <section
      id="pay-now"
      aria-label={t.payNow}
      className="mt-4 flex flex-col gap-3 rounded-lg border bg-background px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-muted-foreground">{t.payByCard(amount)}</p>
      <form method="post" action={`${PUBLIC_INVOICE_PATH}/${token}/pay`} className="shrink-0">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <CreditCard aria-hidden />
          {t.payNow}
        </Button>
      </form>
    </section>
  );
}
