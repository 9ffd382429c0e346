import type { InvoiceJson } from "@/lib/invoices/invoice-json";
import { DetailList, DetailSection } from "./invoice-details-sections";
import { formatInvoiceAmount, formatInvoiceDate } from "./invoice-format";

const VIES_TEXT = {
  valid: "Valid in VIES",
  invalid: "Not valid in VIES: issue a credit note and invoice with VAT",
  unavailable: "Not verified: VIES did not answer",
} as const;

/**
 * The EU VAT facts of an invoice (issue #29): the VAT in the national currency with its rate
 * (Art. 230), the VIES check it was issued with and its consultation number, and whether it is
 * declared through the One-Stop-Shop. Nothing for an invoice without any of them.
 */
export function InvoiceEuVat({ invoice }: { invoice: InvoiceJson }) {
  const { vatInNationalCurrency: national, vatCheck } = invoice;
  if (!national && !vatCheck && !invoice.oss) return null;
  const viesText = !vatCheck
    ? null
    : vatCheck.errorCode === "NOT_CONFIGURED"
      ? "Not verified: VIES checks are not set up on this server"
      : `${VIES_TEXT[vatCheck.status]}${vatCheck.status === "unavailable" && vatCheck.retrying ? " yet; asked again automatically" : ""}`;
  return (
    <DetailSection title="EU VAT">
      <DetailList
        className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2"
        entries={[
          {
            label: `${invoice.taxLabel} in ${national?.currency ?? ""}`,
            value: national ? formatInvoiceAmount(national.amount, national.currency) : null,
          },
          {
            label: "Exchange rate",
            value: national
              ? `1 ${invoice.currency} = ${Number(national.rate)} ${national.currency} (${national.source === "ecb" ? "ECB" : "your rate"}, ${formatInvoiceDate(national.rateDate)})`
              : null,
          },
          { label: `${vatCheck?.vatNumber ?? ""} at VIES`, value: viesText },
          { label: "VIES consultation number", value: vatCheck?.consultationNumber ?? null },
          { label: "One-Stop-Shop", value: invoice.oss ? "The customer's country's VAT, declared through OSS" : null },
        ]}
      />
    </DetailSection>
  );
}
