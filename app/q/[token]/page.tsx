import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { openPublicDocument, PUBLIC_DOCUMENT_METADATA } from "@/lib/http/public-document-lookup";
import { PublicDocumentShell } from "@/components/public-document/public-document-shell";
import { publicQuoteStrings } from "@/components/public-quote/public-quote-strings";
import { QuoteAnswer } from "@/components/public-quote/quote-answer";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { ANSWER_ERROR_PARAM } from "@/lib/quotes/public-answer-response";
import { openPublicQuote } from "@/lib/quotes/public-quote";
import { PUBLIC_QUOTE_PATH } from "@/lib/quotes/public-quote-path";
import { quoteAsInvoice } from "@/lib/quotes/quote-json";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | undefined>> };

/** One lookup per request, shared by the metadata and the page; past the limit of wrong tokens, the not-found page. */
const openForThisRequest = cache((token: string) => openPublicDocument(openPublicQuote, token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await openForThisRequest((await params).token);
  if (!found) notFound();
  return {
    title: `${buildInvoiceView(quoteAsInvoice(found.record), "quote").title} · ${found.quote.supplier.name}`,
    ...PUBLIC_DOCUMENT_METADATA,
  };
}

/**
 * A quote's public page (/q/{token}, issue #28): what the customer's link opens, no sign-in. The
 * quote as its PDF prints it, where it stands, and while it is open the Accept (with the
 * customer's name) and Decline forms, which work without JavaScript.
 */
export default async function PublicQuotePage({ params, searchParams }: Props) {
  const { token } = await params;
  const found = await openForThisRequest(token);
  if (!found) notFound();
  const { quote } = found;
  const t = publicQuoteStrings(quote.language);
  const nameError = (await searchParams)[ANSWER_ERROR_PARAM] === "name";
  const path = `${PUBLIC_QUOTE_PATH}/${token}`;
  return (
    <PublicDocumentShell
      language={quote.language}
      fromLabel={t.quoteFrom}
      supplierName={quote.supplier.name}
      pdfHref={`${path}/pdf`}
      downloadLabel={t.downloadPdf}
      downloadVariant="outline"
      sentWith={t.sentWith}
      view={buildInvoiceView(quoteAsInvoice(found.record), "quote")}
    >
      <QuoteAnswer quote={quote} t={t} action={path} nameError={nameError} />
    </PublicDocumentShell>
  );
}
