import { db } from "@/lib/db";
import { signUp } from "./accounts";
import { invoicePayload, postInvoice } from "./invoices";

/** A VAT-registered business on Pro (no monthly limit), for the tax reports' and exports' tests. */
export async function proSeller(fields: Record<string, unknown>) {
  const account = await signUp({ businessType: "business", vatRegistered: true, ...fields });
  await db.user.update({ where: { id: account.user.id }, data: { isPro: true } });
  return account;
}

export type Sale = { invoiceDate: string; currency: string; amount: string; supplyType?: string } & Record<string, unknown>;

/** One invoice of one line through POST /api/invoices, due the day it is dated; its JSON. */
export async function postSale<Invoice = { id: string; number: string }>(cookie: string, customerId: string, sale: Sale): Promise<Invoice> {
  const { invoiceDate, currency, amount, supplyType = "services", ...extra } = sale;
  const response = await postInvoice(
    cookie,
    invoicePayload(customerId, {
      invoiceDate,
      dueDate: invoiceDate,
      currency,
      supplyType,
      items: [{ description: "Work", quantity: 1, rate: amount }],
      ...extra,
    }),
  );
  if (response.status !== 201) throw new Error(`invoice: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Invoice>;
}
