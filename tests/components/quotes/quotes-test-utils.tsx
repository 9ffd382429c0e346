import type { QuoteListRow } from "@/lib/quotes/read-quotes";

export { callsTo, mockFetch, renderWithClient, testUser } from "../invoices/invoices-test-utils";

/** A row of GET /api/quotes: a sent quote to a Swedish business, 6 250 kr. */
export function quoteRow(overrides: Partial<QuoteListRow> = {}): QuoteListRow {
  return {
    id: "quote-1",
    number: "Q-1001",
    status: "sent",
    quoteDate: "2026-03-14",
    validUntil: "2026-04-13",
    customerId: "cust-1",
    customer: { name: "Fjällräven Konsult AB", email: "faktura@fjallkonsult.test" },
    currency: "SEK",
    subtotal: "5000.00",
    tax: "1250.00",
    total: "6250.00",
    createdAt: "2026-03-14T12:00:00.000Z",
    sentAt: "2026-03-14T12:30:00.000Z",
    acceptedAt: null,
    acceptedName: null,
    declinedAt: null,
    invoiceId: null,
    publicUrl: "http://localhost:3000/q/token-quote-1",
    ...overrides,
  };
}
