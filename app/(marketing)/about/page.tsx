import { Calculator, Globe, HeartHandshake, ShieldCheck, type LucideIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageIntro } from "@/components/marketing/page-intro";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

export const metadata: Metadata = {
  title: "About",
  description: "Why InvoiceFlow exists: invoicing without tax headaches for freelancers and small businesses.",
};

const VALUES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Calculator,
    title: "Tax done right",
    text: "Domestic VAT, EU reverse charge, exports, US sales tax: the rules are built in, so the invoice carries the right rate and the right words.",
  },
  {
    icon: Globe,
    title: "Made for cross-border work",
    text: "Customers abroad are normal for freelancers today. Four currencies and invoice languages follow your customer, not just your home country.",
  },
  {
    icon: ShieldCheck,
    title: "Private by default",
    text: "Your customers and invoices are yours. We keep what the law requires and nothing more, and we never sell your data.",
  },
  {
    icon: HeartHandshake,
    title: "Fair pricing",
    text: "A free plan that is useful on its own, and one simple Pro price for those who invoice more. No per-seat tricks.",
  },
];

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <PageIntro eyebrow="About" title="Invoicing that gets the tax right, so you don't have to">
        InvoiceFlow is built for freelancers, solopreneurs, private persons and small businesses who would rather do their work than study
        tax tables.
      </PageIntro>

      <div className="mx-auto mt-14 max-w-3xl space-y-5 text-lg leading-relaxed text-muted-foreground">
        <p>
          Sending an invoice should be the easy part of the job. Yet anyone who works with customers in more than one country knows the
          questions: which VAT rate applies, when is it reverse charge, what has to be written on the invoice, and in which currency?
        </p>
        <p>
          InvoiceFlow answers those questions for you. Add your business details once, keep your customers in one place, and every invoice
          is calculated, formatted as a professional PDF and ready to e-mail in minutes.
        </p>
      </div>

      <ul className="mt-16 grid gap-6 sm:grid-cols-2">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader className="gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden>
                  <Icon className="size-5" />
                </span>
                <CardTitle asChild>
                  <h2 className="text-lg">{title}</h2>
                </CardTitle>
                <CardDescription className="leading-relaxed">{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-16 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Try it with your next invoice</h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
          The Free plan includes {FREE_INVOICES_PER_MONTH} invoices every month. No payment card needed.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link href="/signup">Get Started Free</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <Link href="/contact">Contact us</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
