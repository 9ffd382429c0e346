import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { withUnits } from "@/lib/invoices/item-units";
import { formatInvoiceNumber } from "@/lib/numbering/number-series";
import { invoicePaymentReference } from "@/lib/payments/payment-reference";
import { calculateInvoiceTotals } from "@/lib/tax";

/**
 * The sample invoice of /demo (SPEC section 2): a US studio billing a client, sales tax at 8.5 %,
 * bank transfer and PayPal, terms "Net 30 days". Shaped exactly like a stored invoice, so the
 * web page and its PDF go through the same view model and PDF code as a real one; the amounts
 * come from lib/tax, so they are exact and agree with what the app would have computed.
 */
const DEMO_TAX_RATE = "8.5";
const DEMO_NUMBER = formatInvoiceNumber(1042);

const totals = calculateInvoiceTotals({
  taxRate: DEMO_TAX_RATE,
  items: [
    { description: "Website redesign\nResponsive redesign of 12 pages with a new component library", quantity: 1, rate: "4800.00" },
    { description: "Brand identity refresh\nLogo refinement, colour palette and typography guide", quantity: 1, rate: "2250.00" },
    { description: "Content writing\nSEO copy for landing and product pages, per page", quantity: 8, rate: "175.00" },
    { description: "Hosting & maintenance\nManaged hosting, backups and security updates, per month", quantity: 3, rate: "120.00" },
  ],
});

export const SAMPLE_INVOICE: InvoiceJson = {
  id: "demo",
  number: DEMO_NUMBER,
  customerId: null,
  customer: {
    customerType: "business",
    name: "Northwind Traders Inc.",
    email: "accounts@northwind.example",
    phone: "+1 (415) 555-0182",
    address: "1200 Market Street, Floor 5",
    city: "San Francisco",
    postalCode: "CA 94102",
    country: "US",
    vatNumber: null,
    organizationNumber: null,
    // The client's contact person, printed as "Your reference".
    invoiceReference: "Sarah Johnson",
  },
  supplier: {
    name: "Brightline Studio LLC",
    email: "hello@brightline.example",
    phone: "+1 (212) 555-0147",
    address: "350 Fifth Avenue, Suite 4200",
    city: "New York",
    postalCode: "NY 10118",
    country: "US",
    organizationNumber: null,
    vatNumber: "12-3456789",
    website: "brightline.example",
    bankName: "First Hudson Bank",
    bankAccountNumber: "4820 1937 5521",
    iban: null,
    swiftCode: "FHUDUS33",
    routingNumber: "021000021",
    paypalEmail: "payments@brightline.example",
    bankgiro: null,
    plusgiro: null,
  },
  invoiceDate: "2026-03-02",
  dueDate: "2026-04-01",
  supplyDate: "2026-03-02",
  createdAt: "2026-03-02T09:00:00.000Z",
  currency: "USD",
  language: "en",
  template: "classic",
  subtotal: totals.subtotal,
  taxRate: totals.taxRate,
  tax: totals.tax,
  total: totals.total,
  taxLabel: "Sales Tax",
  notes: "Thank you for your business! Questions about this invoice? Write to hello@brightline.example.",
  paymentInstructions: `Terms: Net 30 days. Pay by bank transfer or PayPal and quote ${DEMO_NUMBER} as the payment reference.`,
  taxCalculationType: "automatic",
  userOverrideRate: null,
  vatScenario: "us_domestic_b2b",
  taxExplanation: null,
  customVatExplanation: null,
  supplyType: "services",
  supplierVatRegistered: true,
  customerVatRegistered: false,
  supplierCountry: "US",
  customerCountry: "US",
  reverseCharge: false,
  invoiceType: "us_worldwide",
  countryPreset: "global",
  paymentMethod: "bank_transfer",
  paymentReference: invoicePaymentReference(DEMO_NUMBER, "rf"),
  sentAt: null,
  sentTo: null,
  vatCheck: null,
  oss: false,
  vatInNationalCurrency: null,
  payments: [],
  fromQuote: null,
  creditNotes: [],
  refunds: [],
  status: "issued",
  amountPaid: "0.00",
  amountCredited: "0.00",
  amountRefunded: "0.00",
  refundDue: "0.00",
  balanceDue: totals.total,
  viewedAt: null,
  paidAt: null,
  voidedAt: null,
  deletedAt: null,
  issued: false,
  publicUrl: "",
  items: withUnits(totals.items, []),
};
