"use client";

import { useQuery } from "@tanstack/react-query";
import { useWatch, type UseFormRegister } from "react-hook-form";
import { DOCUMENT_WORDS, isCalendarDate, type DocumentKind } from "@/lib/invoices/invoice-fields";
import { nationalCurrency } from "@/lib/tax";
import { FormField } from "./form-field";
import type { InvoiceFormControl, InvoiceFormValues } from "./invoice-form-values";

type ReferenceRate = { rate: string | null; rateDate: string | null };

/**
 * Art. 230 (issue #29): an invoice in another currency than the supplier's national one states its
 * VAT in that one too. The ECB's rate of the invoice date is used unless the user types another; the
 * field says which rate that is, or that none is stored yet and one should be typed. Shown only when
 * the currencies differ.
 */
export function ExchangeRateField({
  control,
  register,
  country,
  kind = "invoice",
}: {
  control: InvoiceFormControl;
  register: UseFormRegister<InvoiceFormValues>;
  country: string;
  /** What the form writes: the hints name it. */
  kind?: DocumentKind;
}) {
  const { noun } = DOCUMENT_WORDS[kind];
  const [currency, invoiceDate] = useWatch({ control, name: ["currency", "invoiceDate"] });
  const date = isCalendarDate(invoiceDate) ? invoiceDate : null;
  const national = date ? nationalCurrency(country, date) : null;
  const isNeeded = national !== null && national !== currency;
  const { data } = useQuery<ReferenceRate>({
    queryKey: [`/api/tax/exchange-rate?from=${currency}&to=${national}&date=${date}`],
    enabled: isNeeded,
  });
  if (!isNeeded) return null;
  const hint = !data
    ? `The VAT is also stated in ${national}, at the ECB rate of the ${noun} date unless you type one.`
    : data.rate
      ? `Empty: the ECB reference rate of ${data.rateDate}, 1 ${currency} = ${Number(data.rate)} ${national}. The VAT is also stated in ${national}.`
      : `No ECB rate is stored for this date yet: type the rate to state the VAT in ${national} (Art. 230), or the ${noun} goes out without it.`;
  return (
    <FormField
      id="invoice-exchange-rate"
      label={`Exchange rate (1 ${currency} in ${national})`}
      inputMode="decimal"
      autoComplete="off"
      placeholder={data?.rate ? String(Number(data.rate)) : "e.g. 11.2345"}
      hint={hint}
      wrapperClassName="sm:max-w-sm"
      {...register("exchangeRate")}
    />
  );
}
