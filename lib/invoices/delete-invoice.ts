import { AppError } from "@/lib/api/app-error";
import { db } from "@/lib/db";
import { INVOICE_NOT_FOUND } from "./read-invoices";

export const DELETE_NEEDS_PRO = "Deleting invoices is available for Pro users only";

/**
 * Deletes one of a Pro user's invoices (SPEC section 6). The Free plan's monthly count is not given
 * back: the quota counts invoices issued, not invoices kept.
 */
export async function deleteInvoice(user: { id: string; isPro: boolean }, id: string): Promise<void> {
  const invoice = await db.invoice.findFirst({ where: { id, userId: user.id }, select: { id: true } });
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  if (!user.isPro) throw new AppError("forbidden", DELETE_NEEDS_PRO);
  await db.invoice.delete({ where: { id: invoice.id } });
}
