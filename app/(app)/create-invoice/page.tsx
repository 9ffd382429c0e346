import type { Metadata } from "next";
import { CreateInvoiceView } from "@/components/invoices/create/create-invoice-view";

export const metadata: Metadata = { title: "Create Invoice" };

/** /create-invoice; ?recurring=1 (the Recurring screen's "New recurring invoice") opens with "Make this recurring" ticked. */
export default async function CreateInvoicePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { recurring } = await searchParams;
  return <CreateInvoiceView startRecurring={recurring !== undefined} />;
}
