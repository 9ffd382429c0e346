import { Clock, Crown, Mail } from "lucide-react";
import type { Metadata } from "next";
import { CommonIssues } from "@/components/marketing/common-issues";
import { FaqList, type FaqItem } from "@/components/marketing/faq-list";
import { PageIntro, SectionHeading } from "@/components/marketing/page-intro";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "@/components/marketing/site-links";
import { SiteLink } from "@/components/marketing/site-link";
import { SupportForm } from "@/components/marketing/support-form";
import { AppToaster } from "@/components/ui/app-toaster";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FREE_INVOICES_PER_MONTH, PRO_PRICE_USD } from "@/lib/plans";

export const metadata: Metadata = {
  title: "Support",
  description: "Get help with InvoiceFlow: send a support request, or find answers to common questions.",
};

const SUPPORT_FAQ: readonly FaqItem[] = [
  {
    question: "Can I change my e-mail address?",
    answer: "No, e-mail addresses cannot be changed. If you need a different address, create a new account with it.",
  },
  {
    question: "How many invoices can I create on the Free plan?",
    answer: `${FREE_INVOICES_PER_MONTH} invoices per month. Pro gives you unlimited invoices, watermark-free PDFs and the premium templates.`,
  },
  {
    question: "How do I upgrade to Pro?",
    answer: `Open Settings and choose Upgrade to Pro. Pro costs ${PRO_PRICE_USD} USD per month and starts as soon as your payment is confirmed.`,
  },
  {
    question: "What happens when I cancel Pro?",
    answer: "You keep Pro until the end of the billing period you have paid for; then your account returns to the Free plan.",
  },
  {
    question: "Can I edit an invoice after creating it?",
    answer: "No. Issued invoices are kept unchanged so your records stay consistent. Create a new invoice if something needs correcting.",
  },
  {
    question: "How do I delete my account?",
    answer: "In Settings, go to the Account section, choose to delete your account and type DELETE to confirm. This cannot be undone.",
  },
];

export default function SupportPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <PageIntro eyebrow="Support" title="How can we help?">
        Send us a request and we&apos;ll reply within 24 hours. Many questions are answered right below.
      </PageIntro>

      <div className="mt-14 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-xl">Send a support request</h2>
            </CardTitle>
            <CardDescription>Tell us what you need. We reply within 24 hours.</CardDescription>
          </CardHeader>
          <CardContent>
            <SupportForm />
            {/* The only public page that toasts: its own viewport, as the root layout has none. */}
            <AppToaster />
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle asChild>
                <h2>Other ways to reach us</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4 text-sm">
              <p className="flex items-start gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <a href={SUPPORT_MAILTO} className="font-medium break-all text-primary underline-offset-4 hover:underline">
                  {SUPPORT_EMAIL}
                </a>
              </p>
              <p className="flex items-start gap-3 text-muted-foreground">
                <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                We reply to every request within 24 hours.
              </p>
              <p className="flex items-start gap-3 text-muted-foreground">
                <Crown className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>
                  Pro subscribers get priority e-mail support.{" "}
                  <SiteLink href="/pricing" className="text-primary hover:underline">
                    See plans
                  </SiteLink>
                </span>
              </p>
            </CardContent>
          </Card>
        </div>
      </div>

      <section aria-labelledby="issues-heading" className="mt-20">
        <SectionHeading id="issues-heading" title="Common issues">
          Quick fixes for the questions we hear most.
        </SectionHeading>
        <CommonIssues />
      </section>

      <section aria-labelledby="support-faq-heading" className="mx-auto mt-20 max-w-3xl">
        <SectionHeading id="support-faq-heading" title="Frequently asked questions" />
        <FaqList items={SUPPORT_FAQ} />
      </section>
    </div>
  );
}
