"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client/api-request";
import type { InvoiceFormApi } from "./invoice-form-values";

export const RESERVE_NUMBER_KEY = ["/api/invoices/reserve-number"] as const;

/**
 * Claims one number for this draft (POST /api/invoices/reserve-number) and puts it in the number
 * field, unless the user has typed one already. A query rather than an effect calling fetch: React's
 * strict mode mounts twice, and the shared query still claims only once. `gcTime: 0` forgets the
 * number when the form closes, so the next draft claims a new one.
 */
export function useInvoiceDraftNumber(form: InvoiceFormApi) {
  const reservation = useQuery({
    queryKey: RESERVE_NUMBER_KEY,
    queryFn: async (): Promise<{ nextNumber: string }> => (await apiRequest("POST", RESERVE_NUMBER_KEY[0])).json(),
    gcTime: 0,
  });
  const reserved = reservation.data?.nextNumber;
  const { getValues, setValue } = form;

  useEffect(() => {
    if (reserved && !getValues("number")) setValue("number", reserved);
  }, [reserved, getValues, setValue]);

  return { isReserving: reservation.isPending, hasFailed: reservation.isError };
}
