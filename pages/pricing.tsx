import type { PageConfig } from "next";
import { requestHeaderProps, pageTitle, StaticPageFrame, type StaticPageProps } from "@/components/marketing/static-page";
import { FaqList, type FaqItem } from "@/components/marketing/faq-list";
import { GetStartedButton, ViewDemoButton } from "@/components/marketing/get-started-button";
import { PageIntro, SectionHeading } from "@/components/marketing/page-intro";
import { PlanComparisonTable } from "@/components/marketing/plan-comparison-table";
import { PricingCards } from "@/components/marketing/pricing-cards";
import { SiteLink } from "@/components/marketing/site-link";
import { FREE_INVOICES_PER_MONTH, PRO_PRICE_USD } from "@/lib/plans";

const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: "Is the Free plan really free?",
    answer: `Yes. You can create ${FREE_INVOICES_PER_MONTH} invoices every month at no cost and without a payment card. The allowance renews every month.`,
  },
  {
    question: "What does the watermark on Free PDFs look like?",
    answer: "Free-plan PDFs carry a light diagonal watermark. Pro removes it, so your invoices carry only your own details and logo.",
  },
  {
    question: "Can I cancel Pro at any time?",
    answer:
      "Yes. When you cancel, you keep Pro until the end of the billing period you have paid for; then your account returns to the Free plan. Your invoices and customers stay where they are.",
  },
  {
    question: "Which currencies and tax rules are supported?",
    answer:
      "Invoices can be issued in USD, EUR, GBP and SEK. VAT and sales tax are worked out automatically from your country and your customer's, including EU reverse charge and exports.",
  },
  {
    question: "How do I pay for Pro?",
    answer: `Pro costs ${PRO_PRICE_USD} USD per month, paid by card through our payment provider. You can upgrade from your settings at any time.`,
  },
];

// No JavaScript on this page (components/marketing/static-page.tsx).
export const config: PageConfig = { unstable_runtimeJS: false };
export const getServerSideProps = requestHeaderProps;

const TITLE = pageTitle("Pricing");
const DESCRIPTION = `Free: ${FREE_INVOICES_PER_MONTH} invoices a month. Pro: unlimited invoices, watermark-free PDFs and premium templates for ${PRO_PRICE_USD} USD a month.`;

export default function PricingPage(props: StaticPageProps) {
  return (
    <StaticPageFrame {...props} title={TITLE} description={DESCRIPTION}>
      <section className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6">
        <PageIntro eyebrow="Pricing" title="Start free. Upgrade when you grow.">
          Both plans include automatic VAT and sales tax, customer management, multi-currency invoices and e-mail sending.
        </PageIntro>
        <div className="mt-14">
          <PricingCards headingLevel="h2" />
        </div>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Want to see what your customers receive?{" "}
          <SiteLink href="/demo" className="font-medium text-primary underline-offset-4 hover:underline">
            Look at a sample invoice
          </SiteLink>
          .
        </p>
      </section>
      <section aria-labelledby="compare-heading" className="border-y bg-muted/40">
        <div className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
          <SectionHeading id="compare-heading" title="Compare the plans" />
          <PlanComparisonTable />
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <SectionHeading id="faq-heading" title="Frequently asked questions" />
        <FaqList items={PRICING_FAQ} />
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-muted-foreground">Ready to send your first invoice?</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <GetStartedButton />
            <ViewDemoButton />
          </div>
        </div>
      </section>
    </StaticPageFrame>
  );
}
