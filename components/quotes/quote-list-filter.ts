import type { QuoteStatus } from "@/lib/quotes/quote-status";

/** The tabs above /quotes; each but "all" is a `?status=` of GET /api/quotes. */
export const QUOTE_LIST_FILTERS = ["all", "draft", "sent", "accepted", "declined", "expired", "invoiced"] as const;
export type QuoteListFilter = (typeof QUOTE_LIST_FILTERS)[number];

export const QUOTE_LIST_FILTER_LABELS: Record<QuoteListFilter, string> = {
  all: "All",
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  invoiced: "Invoiced",
};

export const QUOTE_LIST_FILTER_EMPTY: Record<Exclude<QuoteListFilter, "all">, string> = {
  draft: "No drafts: every quote has gone out.",
  sent: "No quotes waiting for an answer.",
  accepted: "No accepted quotes waiting to be invoiced.",
  declined: "No declined quotes.",
  expired: "No expired quotes.",
  invoiced: "No quotes invoiced yet.",
};

export type { QuoteStatus };
