import { Download } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { SiteLink } from "@/components/marketing/site-link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { InvoiceSheet } from "@/components/demo/invoice-sheet";
import { publicInvoiceStrings } from "@/components/public-invoice/public-invoice-strings";
import { PayNow } from "@/components/public-invoice/pay-now";
import { PaymentReturn } from "@/components/public-invoice/payment-return";
import { StatusBanner } from "@/components/public-invoice/status-banner";
import { Button } from "@/components/ui/button";
import { getSessionUser } from "@/lib/auth/server-session";
import { isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { openPublicInvoice, recordPublicVisit } from "@/lib/invoices/open-public-invoice";
import { PUBLIC_INVOICE_PATH } from "@/lib/invoices/public-invoice-path";
import { publicPaymentState } from "@/lib/payments/connect/public-payment-state";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ payment?: string; session_id?: string }> };

/**
 * One lookup per request, shared by the metadata and the page. An address over its limit of wrong
 * tokens (lib/invoices/open-public-invoice.ts) gets the not-found page like any miss: a page can't
 * answer 429, and nothing here may tell a guesser more than "no". The PDF route answers 429.
 */
const openForThisRequest = cache(async (token: string) => {
  try {
    return await openPublicInvoice(token, clientAddress({ headers: await headers() }));
  } catch (error) {
    if (isAppError(error, "rate_limited")) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await openForThisRequest((await params).token);
  if (!found) notFound();
  const { invoice } = found;
  return {
    title: `${buildInvoiceView(invoice).title} · ${invoice.supplier.name}`,
    // The proxy also sends X-Robots-Tag and Referrer-Policy on every /i/ answer, 404s included.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/**
 * An invoice's public page (/i/{token}, issue #16): what the customer's link opens, no sign-in. The
 * invoice as its PDF prints it (the same view model), where it stands (paid, VOID, what is left),
 * the payment details with the SEPA QR code when there is one, and the PDF to download; Pay now
 * when the owner takes cards (issue #27), and after Stripe's checkout whether the payment arrived.
 * The customer's first visit marks the invoice viewed; the owner looking at their own link does not.
 */
export default async function PublicInvoicePage({ params, searchParams }: Props) {
  const { token } = await params;
  const found = await openForThisRequest(token);
  if (!found) notFound();
  await recordPublicVisit(found, getSessionUser);

  const { invoice } = found;
  const view = buildInvoiceView(invoice);
  const t = publicInvoiceStrings(invoice.language);
  const payment = await publicPaymentState(invoice, found.owner.id, await searchParams);
  return (
    <div lang={invoice.language} className="flex min-h-screen flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t.invoiceFrom}</p>
            <h1 className="truncate text-lg font-semibold">{invoice.supplier.name}</h1>
          </div>
          <Button asChild>
            {/* A download, not a page: a plain link, so Next doesn't try to route to it. */}
            <a href={`${PUBLIC_INVOICE_PATH}/${token}/pdf`} download>
              <Download aria-hidden />
              {t.downloadPdf}
            </a>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <StatusBanner invoice={invoice} t={t} />
        {payment.returned && <PaymentReturn state={payment.returned} t={t} />}
        {payment.canPayNow && <PayNow invoice={invoice} token={token} t={t} />}
        <div className="mt-6">
          <InvoiceSheet view={view} />
        </div>
      </main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">
        {t.sentWith}{" "}
        <SiteLink href="/" className="font-medium underline-offset-4 hover:underline">
          InvoiceFlow
        </SiteLink>
      </footer>
    </div>
  );
}
