import { BadgeCheck, Ban, CircleAlert, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/money";
import { formatInvoiceDate } from "@/lib/pdf/view/format";
import type { QuoteJson } from "@/lib/quotes/quote-json";
import { DocumentStatusBanner } from "@/components/public-document/document-status-banner";
import type { PublicQuoteStrings } from "./public-quote-strings";

type Props = { quote: QuoteJson; t: PublicQuoteStrings; action: string; nameError: boolean };

const TONES = {
  accepted: "border-emerald-300 bg-emerald-50 text-emerald-900",
  declined: "border-slate-300 bg-slate-50 text-slate-800",
  expired: "border-amber-300 bg-amber-50 text-amber-900",
  open: "border-slate-200 bg-white text-slate-800",
} as const;

/** An instant as a day in the quote's language. */
const dayOf = (instant: string | null, language: string) => (instant ? formatInvoiceDate(instant.slice(0, 10), language) : "");

/**
 * Where the quote stands and, while it is open, the two answers: plain HTML forms that post to
 * /q/{token}/accept and /decline and come back here with 303 (no JavaScript needed). Accepting
 * needs the customer's name (`required`, and the server says so again if it is missing).
 */
export function QuoteAnswer({ quote, t, action, nameError }: Props) {
  const { language, status } = quote;
  const total = formatMoney(quote.total, quote.currency, language);
  const [tone, Icon, sentence] =
    status === "accepted" || status === "invoiced"
      ? ([
          "accepted",
          BadgeCheck,
          status === "invoiced" && !quote.acceptedName
            ? t.invoiced
            : t.accepted(quote.acceptedName ?? "", dayOf(quote.acceptedAt, language)),
        ] as const)
      : status === "declined"
        ? (["declined", Ban, t.declined(dayOf(quote.declinedAt, language))] as const)
        : status === "expired"
          ? (["expired", CircleAlert, t.expired(formatInvoiceDate(quote.validUntil, language), quote.supplier.name)] as const)
          : (["open", Clock, t.open(total, formatInvoiceDate(quote.validUntil, language))] as const);
  const isOpen = status === "draft" || status === "sent";
  return (
    <div className="space-y-4">
      <DocumentStatusBanner label={t.status[status]} toneClass={TONES[tone]} icon={Icon} sentence={sentence} testId="quote-status" />
      {isOpen && (
        <section aria-labelledby="accept-heading" className="rounded-lg border bg-background p-4 sm:p-6">
          <h2 id="accept-heading" className="text-lg font-semibold">
            {t.acceptHeading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.acceptExplanation}</p>
          <form method="post" action={`${action}/accept`} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1.5">
              <label htmlFor="accept-name" className="text-sm font-medium">
                {t.nameLabel}
              </label>
              <Input
                id="accept-name"
                name="name"
                required
                maxLength={200}
                autoComplete="name"
                aria-invalid={nameError || undefined}
                aria-describedby={nameError ? "accept-name-error" : undefined}
              />
              {nameError && (
                <p id="accept-name-error" role="alert" className="text-sm text-destructive">
                  {t.nameRequired}
                </p>
              )}
            </div>
            <Button type="submit" className="h-11 sm:h-9">
              {t.accept}
            </Button>
          </form>
          <form method="post" action={`${action}/decline`} className="mt-4 flex items-center gap-3 border-t pt-4 text-sm">
            <span className="text-muted-foreground">{t.declineExplanation}</span>
            <Button type="submit" variant="outline" size="sm">
              {t.decline}
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}
