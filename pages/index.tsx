import type { PageConfig } from "next";
import { requestHeaderProps, StaticPageFrame, type StaticPageProps } from "@/components/marketing/static-page";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { HeroSection } from "@/components/marketing/hero-section";
import { SectionHeading } from "@/components/marketing/page-intro";
import { PricingCards } from "@/components/marketing/pricing-cards";
import { SITE_DESCRIPTION } from "@/components/marketing/site-links";
import { Testimonials } from "@/components/marketing/testimonials";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

// No JavaScript on this page (components/marketing/static-page.tsx).
export const config: PageConfig = { unstable_runtimeJS: false };
export const getServerSideProps = requestHeaderProps;

const TITLE = "InvoiceFlow – Professional invoices with automatic VAT & sales tax";

export default function HomePage(props: StaticPageProps) {
  return (
    <StaticPageFrame {...props} title={TITLE} description={SITE_DESCRIPTION}>
      <HeroSection />
      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading id="features-heading" title="Everything you need to get paid">
          From the first quote to the paid invoice: professional documents, the right tax and your customers in one place.
        </SectionHeading>
        <FeatureGrid />
      </section>
      <section aria-labelledby="pricing-heading" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <SectionHeading id="pricing-heading" title="Simple, honest pricing">
            Start free with {FREE_INVOICES_PER_MONTH} invoices a month. Upgrade to Pro when you need more.
          </SectionHeading>
          <PricingCards />
        </div>
      </section>
      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading id="testimonials-heading" title="Loved by freelancers and small businesses" />
        <Testimonials />
      </section>
    </StaticPageFrame>
  );
}
