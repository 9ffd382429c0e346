import "server-only";
import { euVatFactsFor, type EuVatFacts } from "@/lib/eu-vat/eu-vat-facts";
import type { InvoiceCustomer, InvoiceSupplier } from "./draft-invoice";
import type { InvoiceData } from "./schemas";

/** euVatFactsFor with the choices of a parsed invoice, the issuer's defaults filling in what was left out (as draftInvoice does). */
export function euVatFactsOfInvoice(
  supplier: InvoiceSupplier,
  customer: InvoiceCustomer,
  data: InvoiceData,
  today: Date,
): Promise<EuVatFacts> {
  return euVatFactsFor(
    { supplier, customer },
    {
      invoiceDate: data.invoiceDate ?? today.toISOString().slice(0, 10),
      currency: data.currency ?? supplier.defaultCurrency,
      supplyType: data.supplyType ?? supplier.supplyType,
      exchangeRate: data.exchangeRate,
      items: data.items,
    },
  );
}
