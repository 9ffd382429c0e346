"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client/api-request";
import type { InvoiceFormApi } from "./invoice-form-values";

export const RESERVE_NUMBER_KEY = ["/api/invoices/reserve-number"] as const;

/**
 * Shows the number the invoice will probably get (POST /api/invoices/reserve-number, a preview that
 * claims nothing) in the number field, unless the user has typed one already. The server gives the
 * number out when the invoice is created: a previewed number taken meanwhile by another tab becomes
 * the next free one, and the success toast names it. A query rather than an effect calling fetch:
 * React's strict mode mounts twice. `gcTime: 0` asks again for the next draft.
 */
export function useInvoiceDraftNumber(form: InvoiceFormApi) {
  const preview = useQuery({
    queryKey: RESERVE_NUMBER_KEY,
    queryFn: async (): Promise<{ nextNumber: string }> => (await apiRequest("POST", RESERVE_NUMBER_KEY[0])).json(),
    gcTime: 0,
  });
  const previewNumber = preview.data?.nextNumber ?? null;
  const { getValues, setValue } = form;

  useEffect(() => {
    if (previewNumber && !getValues("number")) setValue("number", previewNumber);
  }, [previewNumber, getValues, setValue]);

  return { previewNumber, isReserving: preview.isPending, hasFailed: preview.isError };
}
