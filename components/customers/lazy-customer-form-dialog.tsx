"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { CustomerFormDialog as CustomerFormDialogType } from "./customer-form-dialog";

// The customer form (its schema, the country list, the VAT-number checks) loads when the dialog
// is first opened: /create-invoice shows only the "Add customer" link (issue #24, "Light on a phone").
const CustomerFormDialog = dynamic(() => import("./customer-form-dialog").then((module) => module.CustomerFormDialog), {
  ssr: false,
});

export function LazyCustomerFormDialog(props: ComponentProps<typeof CustomerFormDialogType>) {
  return useOpenedOnce(props.open) ? <CustomerFormDialog {...props} /> : null;
}
