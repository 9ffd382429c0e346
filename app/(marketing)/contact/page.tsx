import { Clock, LifeBuoy, Mail } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageIntro } from "@/components/marketing/page-intro";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "@/components/marketing/site-links";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Contact",
  description: `Questions about InvoiceFlow? E-mail ${SUPPORT_EMAIL}; we answer in about 9 hours on average.`,
};

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 md:py-20">
      <PageIntro eyebrow="Contact" title="We're here to help">
        Questions about invoices, tax, billing or your account? Write to us and a real person will answer.
      </PageIntro>

      <div className="mt-14 grid gap-6 md:grid-cols-3">
        <Card className="md:col-span-2">
          <CardHeader className="gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden>
              <Mail className="size-5" />
            </span>
            <CardTitle asChild>
              <h2 className="text-lg">E-mail support</h2>
            </CardTitle>
            <CardDescription>The fastest way to reach us, for anything at all.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <a href={SUPPORT_MAILTO} className="text-xl font-semibold break-all text-primary underline-offset-4 hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock className="size-4 shrink-0" aria-hidden />
              Average response time of about 9 hours.
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary" aria-hidden>
              <LifeBuoy className="size-5" />
            </span>
            <CardTitle asChild>
              <h2 className="text-lg">Support center</h2>
            </CardTitle>
            <CardDescription>Answers to common questions and a form for bugs, billing and feature requests.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" className="w-full">
              <Link href="/support">Visit support</Link>
            </Button>
          </CardContent>
        </Card>
      </div>

      <p className="mt-10 text-center text-sm text-muted-foreground">
        Pro subscribers get priority e-mail support. Please include the e-mail address of your account when you write, so we can find it
        quickly.
      </p>
    </div>
  );
}
