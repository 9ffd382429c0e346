import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { openPublicDocument, PUBLIC_DOCUMENT_METADATA } from "@/lib/http/public-document-lookup";
import { PublicDocumentShell } from "@/components/public-document/public-document-shell";
import { publicInvoiceStrings } from "@/components/public-invoice/public-invoice-strings";
import { PayNow } from "@/components/public-invoice/pay-now";
import { PaymentReturn } from "@/components/public-invoice/payment-return";
import { StatusBanner } from "@/components/public-invoice/status-banner";
import { getSessionUser } from "@/lib/auth/server-session";
import { openPublicInvoice, recordPublicVisit } from "@/lib/invoices/open-public-invoice";
import { PUBLIC_INVOICE_PATH } from "@/lib/invoices/public-invoice-path";
import { publicPaymentState } from "@/lib/payments/connect/public-payment-state";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ payment?: string; session_id?: string }> };

/** One lookup per request, shared by the metadata and the page (lib/invoices/open-public-invoice.ts counts the misses). */
const openForThisRequest = cache((token: string) => openPublicDocument(openPublicInvoice, token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await openForThisRequest((await params).token);
  if (!found) notFound();
  const { invoice } = found;
  return { title: `${buildInvoiceView(invoice).title} · ${invoice.supplier.name}`, ...PUBLIC_DOCUMENT_METADATA };
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
  const t = publicInvoiceStrings(invoice.language);
  const payment = await publicPaymentState(invoice, found.owner.id, await searchParams);
  return (
    <PublicDocumentShell
      language={invoice.language}
      fromLabel={t.invoiceFrom}
      supplierName={invoice.supplier.name}
      pdfHref={`${PUBLIC_INVOICE_PATH}/${token}/pdf`}
      downloadLabel={t.downloadPdf}
      sentWith={t.sentWith}
      view={buildInvoiceView(invoice)}
    >
      <StatusBanner invoice={invoice} t={t} />
      {payment.returned && <PaymentReturn state={payment.returned} t={t} />}
      {payment.canPayNow && <PayNow invoice={invoice} token={token} t={t} />}
    </PublicDocumentShell>
  );
}
