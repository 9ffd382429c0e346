import type { PageConfig } from "next";
import { requestHeaderProps, pageTitle, StaticPageFrame, type StaticPageProps } from "@/components/marketing/static-page";
import { ArrowRight, Download } from "lucide-react";
import Link from "next/link";
import { InvoiceSheet } from "@/components/demo/invoice-sheet";
import { GetStartedButton } from "@/components/marketing/get-started-button";
import { PageIntro } from "@/components/marketing/page-intro";
import { Button } from "@/components/ui/button";
import { listTemplateNames, PREMIUM_TEMPLATES, templateName } from "@/lib/invoices/templates";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";
import { SAMPLE_INVOICE } from "@/lib/pdf/sample-invoice";
import { buildInvoiceView } from "@/lib/pdf/view/invoice-view";

// Static: the sample is a constant, formatted at build time by the same code as every PDF.
const view = buildInvoiceView(SAMPLE_INVOICE);

// No JavaScript on this page (components/marketing/static-page.tsx).
export const config: PageConfig = { unstable_runtimeJS: false };
export const getServerSideProps = requestHeaderProps;

const TITLE = pageTitle("Demo invoice");
const DESCRIPTION =
  "A sample invoice made with InvoiceFlow: line items, sales tax at 8.5 %, bank transfer and PayPal details. Download it as a PDF.";

export default function DemoPage(props: StaticPageProps) {
  return (
    <StaticPageFrame {...props} title={TITLE} description={DESCRIPTION}>
      <div className="bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6">
          <PageIntro eyebrow="Demo" title="This is what your customers receive">
            A sample invoice in the {templateName(SAMPLE_INVOICE.template)} template: every amount, tax line and payment detail worked out
            for you.
          </PageIntro>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <GetStartedButton />
            <Button asChild size="lg" variant="outline">
              {/* A download, not a page: a plain link, so Next doesn't try to route to it. */}
              <a href="/demo/invoice.pdf" download>
                <Download aria-hidden />
                Download as PDF
              </a>
            </Button>
          </div>

          <div className="mt-12">
            <InvoiceSheet view={view} />
          </div>

          <section aria-labelledby="demo-cta" className="mx-auto mt-16 max-w-2xl text-center">
            <h2 id="demo-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Send your first invoice in minutes
            </h2>
            <p className="mt-3 text-muted-foreground">
              The Free plan includes {FREE_INVOICES_PER_MONTH} invoices a month. Pro adds unlimited invoices, watermark-free PDFs and the{" "}
              {listTemplateNames(PREMIUM_TEMPLATES)} templates.
            </p>
            <Button asChild size="lg" className="mt-6">
              <Link href="/signup">
                Create your free account
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </section>
        </div>
      </div>
    </StaticPageFrame>
  );
}
