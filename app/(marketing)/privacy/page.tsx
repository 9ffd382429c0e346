import type { Metadata } from "next";
import { LegalDocument, type LegalSection } from "@/components/marketing/legal-document";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "@/components/marketing/site-links";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What InvoiceFlow stores about you, why, for how long, and how to exercise your rights under the GDPR.",
};

// The retention periods below are product facts (SPEC section 9); change them only with the code that enforces them.
const SECTIONS: readonly LegalSection[] = [
  {
    id: "who",
    title: "Who is responsible",
    body: (
      <p>
        This service is provided by InvoiceFlow&apos;s operator, the controller of the personal data described here. For any privacy
        question, write to <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: "data",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your e-mail address, name or company name, address, country, and the business details you choose to
          add (organization and VAT numbers, website, bank and payment details, logo).
        </li>
        <li>
          <strong>Invoice data:</strong> the invoices you create and the customers you invoice, including their names, contact details and
          tax numbers.
        </li>
        <li>
          <strong>Billing data:</strong> your plan and subscription status. Card details are handled by our payment provider and never reach
          our servers.
        </li>
        <li>
          <strong>Technical data:</strong> logs of requests and errors, including IP address and browser, used to keep the service secure
          and working.
        </li>
      </ul>
    ),
  },
  {
    id: "purposes",
    title: "Why we use it",
    body: (
      <>
        <p>
          We use your data to provide the service you signed up for (the contract): to create, store, render and send your invoices, and to
          run your subscription. We keep invoice data because bookkeeping law requires it (a legal obligation), and technical logs to
          protect the service against abuse (our legitimate interest).
        </p>
        <p>We do not sell your data and we do not use your customers&apos; data for our own purposes.</p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          <strong>Invoice data is kept for 7 years</strong> after the end of the year each invoice was issued in, the period bookkeeping
          rules require invoices to be retained (Sweden&apos;s Bokföringslagen: 7 years; where a country asks for longer, such as
          Germany&apos;s 8 years under the GoBD, the service is run with that period).
        </li>
        <li>
          <strong>Technical logs are kept for up to 90 days.</strong>
        </li>
        <li>
          <strong>When you delete your account, its data is removed within 30 days</strong>, except invoice data that we must keep for the
          7-year retention period. Deleting closes the account at once: you are signed out everywhere, your password, logo and the customers
          you never invoiced are deleted, and your e-mail address is free to sign up again as a new, empty account. The invoices you issued,
          with their payments and history, stay read-only, seen by no one, until their retention period ends; a daily job then deletes them,
          and the account with the last of them. Before deleting, Settings lets you download them all as one archive.
        </li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <p>
        We use carefully chosen processors to run the service: hosting and database providers, an e-mail delivery provider to send your
        invoices, and a payment provider for Pro subscriptions. Each processes data only on our instructions. When you e-mail an invoice, it
        goes to the recipient you entered.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use a strictly necessary session cookie to keep you signed in; your browser&apos;s local storage remembers the display theme. We
        do not use advertising cookies.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your rights under the GDPR",
    body: (
      <>
        <p>
          You may ask for access to your data, its correction or deletion, a copy in a portable format, or restriction of or objection to
          its processing. Send your request to <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>;{" "}
          <strong>we answer GDPR requests within 30 days</strong>.
        </p>
        <p>You also have the right to lodge a complaint with your data protection supervisory authority.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and every query on your data is limited to your own
        account.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: <p>If we change this policy in a way that matters, we will tell you by e-mail or in the app before it applies.</p>,
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="How we handle the data of the people who use InvoiceFlow, and of the customers they invoice."
      sections={SECTIONS}
    />
  );
}
