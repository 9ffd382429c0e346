import type { Metadata } from "next";
import { SiteLink } from "@/components/marketing/site-link";
import { LegalDocument, type LegalSection } from "@/components/marketing/legal-document";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "@/components/marketing/site-links";
import { FREE_INVOICES_PER_MONTH, PRO_PRICE_USD } from "@/lib/plans";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms for using InvoiceFlow's Free and Pro plans.",
};

const SECTIONS: readonly LegalSection[] = [
  {
    id: "service",
    title: "The service",
    body: (
      <p>
        InvoiceFlow lets you create invoices, manage customers, download invoices as PDF and send them by e-mail. This service is provided
        by InvoiceFlow&apos;s operator. By creating an account you accept these terms.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>You must give accurate details and keep your password to yourself.</li>
        <li>You are responsible for what is done in your account.</li>
        <li>The e-mail address of an account cannot be changed.</li>
        <li>You may delete your account at any time from your settings.</li>
      </ul>
    ),
  },
  {
    id: "invoices",
    title: "Invoices and tax",
    body: (
      <>
        <p>
          <strong>Invoices are generated automatically and used at your own risk.</strong> InvoiceFlow suggests tax rates and legal wording
          from the details you enter, but you remain responsible for the content of your invoices, for your tax registrations and for
          declaring and paying tax. When in doubt, ask an accountant.
        </p>
        <p>Issued invoices cannot be edited, so that your records stay consistent.</p>
      </>
    ),
  },
  {
    id: "plans",
    title: "Plans and payment",
    body: (
      <ul>
        <li>The Free plan costs nothing and includes {FREE_INVOICES_PER_MONTH} invoices per month; its PDFs carry a watermark.</li>
        <li>
          Pro costs {PRO_PRICE_USD} USD per month, billed in advance each month by card through our payment provider. See{" "}
          <SiteLink href="/pricing">Pricing</SiteLink> for what each plan includes.
        </li>
        <li>
          You can cancel Pro at any time. You keep Pro until the end of the billing period you have paid for, then return to the Free plan.
          Payments already made are not refunded unless the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: "use",
    title: "Acceptable use",
    body: (
      <p>
        Do not use InvoiceFlow for fraudulent invoices, to send unsolicited e-mail, to break the law, or to disrupt the service. We may
        suspend accounts that do.
      </p>
    ),
  },
  {
    id: "data",
    title: "Your data",
    body: (
      <p>
        Your invoices and customers remain yours. How we process personal data is described in our{" "}
        <SiteLink href="/privacy">Privacy Policy</SiteLink>.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Availability and liability",
    body: (
      <p>
        We work to keep the service available and correct, but it is provided as it is. To the extent the law allows, we are not liable for
        indirect losses, lost profits, or for errors in invoices that result from the details you entered.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes and contact",
    body: (
      <p>
        We may update these terms; we will tell you in advance about changes that matter. Questions? Write to{" "}
        <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" intro="The rules for using InvoiceFlow, in plain language." sections={SECTIONS} />;
}
