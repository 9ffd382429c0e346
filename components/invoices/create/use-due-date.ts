"use client";

import { useRef } from "react";
import { addDaysIso, DUE_DAYS, isIsoDate } from "./dates";
import type { InvoiceFormApi } from "./invoice-form-values";

/**
 * The due date follows the invoice date at 30 days until the user edits the due date; from then
 * on it is the user's and stays where they put it.
 */
export function useDueDateFollowsInvoiceDate(form: InvoiceFormApi) {
  const isDueDateEdited = useRef(false);
  const { setValue } = form;
  return {
    onInvoiceDateChange: (invoiceDate: string) => {
      if (!isDueDateEdited.current && isIsoDate(invoiceDate)) setValue("dueDate", addDaysIso(invoiceDate, DUE_DAYS));
    },
    onDueDateChange: () => {
      isDueDateEdited.current = true;
    },
  };
}
