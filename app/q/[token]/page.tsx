import { Download } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { InvoiceSheet } from "@/components/demo/invoice-sheet";
import { SiteLink } from "@/components/marketing/site-link";
import { publicQuoteStrings } from "@/components/public-quote/public-quote-strings";
import { QuoteAnswer } from "@/components/public-quote/quote-answer";
import { Button } from "@/components/ui/button";
import { isAppError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";
import { ANSWER_ERROR_PARAM } from "@/lib/quotes/public-answer-response";
import { openPublicQuote } from "@/lib/quotes/public-quote";
import { PUBLIC_QUOTE_PATH } from "@/lib/quotes/public-quote-path";
import { quoteAsInvoice } from "@/lib/quotes/quote-json";

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | undefined>> };

/**
 * One lookup per request, shared by the metadata and the page. Past the limit of wrong tokens the
 * address gets the not-found page like any miss (a page can't answer 429; the PDF route does).
 */
const openForThisRequest = cache(async (token: string) => {
  try {
    return await openPublicQuote(token, clientAddress({ headers: await headers() }));
  } catch (error) {
    if (isAppError(error, "rate_limited")) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await openForThisRequest((await params).token);
  if (!found) notFound();
  return {
    title: `${buildInvoiceView(quoteAsInvoice(found.record), "quote").title} · ${found.quote.supplier.name}`,
    // The proxy also sends X-Robots-Tag and Referrer-Policy on every /q/ answer, 404s included.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
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
  const view = buildInvoiceView(quoteAsInvoice(found.record), "quote");
  const t = publicQuoteStrings(quote.language);
  const nameError = (await searchParams)[ANSWER_ERROR_PARAM] === "name";
  const path = `${PUBLIC_QUOTE_PATH}/${token}`;
  return (
    <div lang={quote.language} className="flex min-h-screen flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t.quoteFrom}</p>
            <h1 className="truncate text-lg font-semibold">{quote.supplier.name}</h1>
          </div>
          <Button asChild variant="outline">
            {/* A download, not a page: a plain link, so Next doesn't try to route to it. */}
            <a href={`${path}/pdf`} download>
              <Download aria-hidden />
              {t.downloadPdf}
            </a>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <QuoteAnswer quote={quote} t={t} action={path} nameError={nameError} />
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
