import { db } from "@/lib/db";
import { FREE_INVOICES_PER_MONTH, quotaMonth } from "@/lib/plans";

export type DashboardStats = { totalInvoices: number; totalCustomers: number; remainingInvoices: number | null };

/** The dashboard's counts; remainingInvoices is null for Pro (no limit). */
export async function getDashboardStats(user: { id: string; isPro: boolean }): Promise<DashboardStats> {
  const [totalInvoices, totalCustomers, quota] = await Promise.all([
    db.invoice.count({ where: { userId: user.id } }),
    db.customer.count({ where: { userId: user.id } }),
    user.isPro ? null : db.invoiceQuota.findUnique({ where: { userId_month: { userId: user.id, month: quotaMonth() } }, select: { used: true } }),
  ]);
  const remainingInvoices = user.isPro ? null : Math.max(0, FREE_INVOICES_PER_MONTH - (quota?.used ?? 0));
  return { totalInvoices, totalCustomers, remainingInvoices };
}
