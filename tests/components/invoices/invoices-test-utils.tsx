import { mockFetch, callsTo } from "@/tests/support/mock-fetch";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/api-client/query-client";
import { CURRENT_USER_KEY } from "@/lib/api-client/use-current-user";
import type { PublicUser } from "@/lib/auth/public-user";
import type { InvoiceJson } from "@/lib/invoices/invoice-json";

/** A US freelancer's invoice to a US business: no sales tax, 1 234.50 USD. */
export function usdInvoice(overrides: Partial<InvoiceJson> = {}): InvoiceJson {
  return {
    id: "inv-1",
    number: "INV-1001",
    customerId: "cust-1",
    customer: {
      customerType: "business",
      name: "Brightside Media LLC",
      email: "billing@brightside.test",
      phone: "+1 212 555 0199",
      address: "18 W 21st St",
      city: "New York",
      postalCode: "10010",
      country: "US",
      vatNumber: null,
      organizationNumber: "EIN 12-3456789",
      invoiceReference: null,
    },
    supplier: {
      name: "Alex Carter",
      email: "alex@demo.test",
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: "US",
      organizationNumber: null,
      vatNumber: null,
      website: null,
      bankName: null,
      bankAccountNumber: null,
      iban: null,
      swiftCode: null,
      routingNumber: null,
      paypalEmail: null,
      bankgiro: null,
      plusgiro: null,
    },
    invoiceDate: "2026-03-14",
    dueDate: "2026-04-13",
    supplyDate: "2026-03-14",
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: "2026-03-14T12:00:00.000Z",
    currency: "USD",
    language: "en",
    template: "classic",
    subtotal: "1234.50",
    taxRate: "0.00",
    tax: "0.00",
    total: "1234.50",
    taxLabel: "Sales Tax",
    notes: "Thank you for your business!",
    paymentInstructions: "Bank transfer within 30 days.",
    taxCalculationType: "automatic",
    userOverrideRate: null,
    vatScenario: "domestic_b2b",
    taxExplanation: "No sales tax on this service.",
    customVatExplanation: null,
    supplyType: "services",
    supplierVatRegistered: false,
    customerVatRegistered: false,
    supplierCountry: "US",
    customerCountry: "US",
    reverseCharge: false,
    invoiceType: "us_worldwide",
    countryPreset: "global",
    paymentMethod: "bank_transfer",
    fromQuote: null,
    paymentReference: null,
    sentAt: null,
    sentTo: null,
    vatCheck: null,
    oss: false,
    vatInNationalCurrency: null,
    payments: [],
    creditNotes: [],
    refunds: [],
    status: "issued",
    amountPaid: "0.00",
    amountCredited: "0.00",
    amountRefunded: "0.00",
    refundDue: "0.00",
    balanceDue: "1234.50",
    viewedAt: null,
    paidAt: null,
    voidedAt: null,
    deletedAt: null,
    issued: false,
    publicUrl: "http://localhost:3000/i/token-inv-1",
    items: [
      {
        description: "Landing page design",
        quantity: 1,
        unit: null,
        rate: "1038.00",
        amount: "1038.00",
        taxRate: "0.00",
        taxAmount: "0.00",
      },
      { description: "Revisions (hours)", quantity: 3, unit: "hour", rate: "65.50", amount: "196.50", taxRate: "0.00", taxAmount: "0.00" },
    ],
    ...overrides,
  };
}

/** A Swedish invoice with 25 % VAT: 30 400 + 7 600 = 38 000 SEK. */
export function sekInvoice(overrides: Partial<InvoiceJson> = {}): InvoiceJson {
  const base = usdInvoice();
  return usdInvoice({
    id: "inv-2",
    number: "INV-1002",
    customer: {
      ...base.customer,
      name: "Fjällräven Konsult AB",
      email: "faktura@fjallkonsult.test",
      country: "SE",
      vatNumber: "SE556036079301",
    },
    createdAt: "2026-03-20T12:00:00.000Z",
    invoiceDate: "2026-03-20",
    dueDate: "2026-04-19",
    currency: "SEK",
    language: "sv",
    subtotal: "30400.00",
    taxRate: "25.00",
    tax: "7600.00",
    total: "38000.00",
    taxLabel: "VAT",
    taxExplanation: "Moms 25 %.",
    items: [
      {
        description: "Webbutveckling, oktober",
        quantity: 32,
        unit: "hour",
        rate: "950.00",
        amount: "30400.00",
        taxRate: "25.00",
        taxAmount: "7600.00",
      },
    ],
    ...overrides,
  });
}

export function testUser(isPro: boolean): PublicUser {
  return { id: "user-1", username: "Nordic Pixel AB", email: "pro@demo.test", isPro, isAdmin: false } as PublicUser;
}

/** Renders with a fresh query client (the user already in its cache) and sonner's Toaster. */
/** Renders with a fresh query client that knows the user and, as if already fetched, the `invoices` given in full. */
export function renderWithClient(
  ui: React.ReactElement,
  { user = testUser(true), invoices = [] }: { user?: PublicUser; invoices?: InvoiceJson[] } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  for (const invoice of invoices) queryClient.setQueryData(["/api/invoices", invoice.id], invoice);
  const events = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: events, queryClient };
}

export { mockFetch, callsTo };
