"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { PublicUser } from "@/lib/auth/public-user";
import type { Customer } from "@/lib/customers/customer-select";
import type { InvoiceFormControl } from "./invoice-form-values";
import type { OssSummary } from "@/lib/eu-vat/oss-summary";
import { customerHasValidVatNumber, isOssQualifyingSupply } from "@/lib/tax";
import { isCalendarDate } from "@/lib/invoices/invoice-fields";
import { computeLiveTax, type OssThresholdState } from "./live-tax";

/** The live tax and totals, recomputed whenever a field they depend on changes. */
export function useLiveTax(control: InvoiceFormControl, user: PublicUser, customer: Customer | undefined) {
  const [vatScenario, supplyType, invoiceDate, language, taxCalculationType, userOverrideRate, customVatExplanation, items, currency] =
    useWatch({
      control,
      name: [
        "vatScenario",
        "supplyType",
        "invoiceDate",
        "language",
        "taxCalculationType",
        "userOverrideRate",
        "customVatExplanation",
        "items",
        "currency",
      ],
    });
  const threshold = useOssThreshold(user, customer, supplyType, invoiceDate);
  return useMemo(
    () =>
      computeLiveTax(
        user,
        customer,
        {
          vatScenario,
          supplyType,
          invoiceDate,
          language,
          taxCalculationType,
          userOverrideRate,
          customVatExplanation,
          items,
          currency,
        },
        threshold,
      ),
    [
      user,
      customer,
      vatScenario,
      supplyType,
      invoiceDate,
      language,
      taxCalculationType,
      userOverrideRate,
      customVatExplanation,
      items,
      currency,
      threshold,
    ],
  );
}

/**
 * The year's One-Stop-Shop figures, asked only for a sale that counts towards the threshold of a user
 * not registered for OSS (issue #29), so the preview shows the customer's rate where the server will.
 */
function useOssThreshold(
  user: PublicUser,
  customer: Customer | undefined,
  supplyType: string,
  invoiceDate: string,
): OssThresholdState | null {
  const counts =
    customer !== undefined &&
    Boolean(user.country) &&
    !user.ossRegistered &&
    isOssQualifyingSupply({
      supplierCountry: user.country,
      customerCountry: customer.country,
      customerHasVatNumber: customerHasValidVatNumber({
        country: customer.country,
        type: customer.customerType,
        vatNumber: customer.vatNumber,
      }),
      supplyType: supplyType === "goods" || supplyType === "digital" ? supplyType : "services",
    });
  const year = isCalendarDate(invoiceDate) ? invoiceDate.slice(0, 4) : String(new Date().getUTCFullYear());
  const { data } = useQuery<OssSummary>({ queryKey: [`/api/tax/oss?year=${year}`], enabled: counts });
  return useMemo(() => (counts && data ? { exceeded: data.exceeded, total: data.total } : null), [counts, data]);
}
