import { route } from "@/lib/http/route";
import { getDashboardStats } from "@/lib/invoices/dashboard-stats";

// GET /api/dashboard/stats - {totalInvoices, totalCustomers, remainingInvoices (null for Pro),
// outstanding, overdue, paidThisMonth (each [{currency, amount}])}
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(await getDashboardStats(user)));
