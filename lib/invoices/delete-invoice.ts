import "server-only";
import { AppError, proRequired } from "@/lib/errors";
import { db } from "@/lib/db";
import { INVOICE_NOT_FOUND } from "./read-invoices";

export const DELETE_NEEDS_PRO = "Deleting invoices is available for Pro users only";

/**
 * Deletes one of a Pro user's invoices (SPEC section 6). Ownership is checked before the plan, so
 * someone else's invoice is a 404 for everyone, Free or Pro. The Free plan's monthly count is not
 * given back: the quota counts invoices issued, not invoices kept.
 */
export async function deleteInvoice(user: { id: string; isPro: boolean }, id: string): Promise<void> {
  const invoice = await db.invoice.findFirst({ where: { id, userId: user.id }, select: { id: true } });
  if (!invoice) throw new AppError("not_found", INVOICE_NOT_FOUND);
  if (!user.isPro) throw proRequired(DELETE_NEEDS_PRO);
  await db.invoice.delete({ where: { id: invoice.id } });
}
