import type { Metadata } from "next";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";

export const metadata: Metadata = { title: "Create Invoice" };

export default function CreateInvoicePage() {
  return <CreateInvoiceView />;
}
