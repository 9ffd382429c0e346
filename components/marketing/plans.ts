import { FREE_TEMPLATE, INVOICE_TEMPLATE_IDS, listTemplateNames, PREMIUM_TEMPLATES, templateName } from "@/lib/invoices/templates";
import { FREE_INVOICES_PER_MONTH, PRO_PRICE_USD } from "@/lib/plans";

/**
 * The two plans as the public pages describe them (SPEC sections 1 and 6). Marketing copy only:
 * what a plan may actually do is enforced by the server, not read from here.
 */
export type MarketingPlan = {
  id: "free" | "pro";
  name: string;
  priceUsd: number;
  period: string;
  tagline: string;
  features: readonly string[];
  cta: { label: string; href: string };
};

export const FREE_PLAN: MarketingPlan = {
  id: "free",
  name: "Free",
  priceUsd: 0,
  period: "forever",
  tagline: "Everything you need to send your first invoices.",
  features: [
    `${FREE_INVOICES_PER_MONTH} invoices per month`,
    "Watermarked PDFs",
    `${templateName(FREE_TEMPLATE)} template`,
    "Customer management",
    "Multi-currency (USD, EUR, GBP, SEK)",
    "E-mail sending",
  ],
  cta: { label: "Get Started Free", href: "/signup" },
};

export const PRO_PLAN: MarketingPlan = {
  id: "pro",
  name: "Pro",
  priceUsd: PRO_PRICE_USD,
  period: "per month",
  tagline: "For freelancers and businesses who invoice every week.",
  features: [
    "Unlimited invoices",
    "Watermark-free PDFs",
    `Premium templates: ${listTemplateNames(PREMIUM_TEMPLATES, ", ")}`,
    "Your logo on invoices",
    "Priority e-mail support",
    "Everything in Free",
  ],
  cta: { label: "Get Started with Pro", href: "/signup" },
};

export const PLANS = [FREE_PLAN, PRO_PLAN] as const;

/** Rows of the /pricing comparison table: true/false render as a tick or a dash, strings as text. */
export const PLAN_COMPARISON: readonly { feature: string; free: boolean | string; pro: boolean | string }[] = [
  { feature: "Price", free: "0 USD", pro: `${PRO_PRICE_USD} USD / month` },
  { feature: "Invoices", free: `${FREE_INVOICES_PER_MONTH} per month`, pro: "Unlimited" },
  { feature: "PDF download", free: "With watermark", pro: "Watermark-free" },
  { feature: "Templates", free: templateName(FREE_TEMPLATE), pro: listTemplateNames(INVOICE_TEMPLATE_IDS, ", ") },
  { feature: "Logo on invoices", free: false, pro: true },
  { feature: "Automatic VAT & sales tax", free: true, pro: true },
  { feature: "Customer management", free: true, pro: true },
  { feature: "Multi-currency (USD, EUR, GBP, SEK)", free: true, pro: true },
  { feature: "E-mail sending", free: true, pro: true },
  { feature: "Dashboard", free: true, pro: true },
  { feature: "Support", free: "E-mail", pro: "Priority e-mail" },
];
