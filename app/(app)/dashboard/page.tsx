import type { Metadata } from "next";
import { DashboardView, type DashboardInitialData } from "@/components/dashboard/dashboard-view";
import { getSessionUser } from "@/lib/auth/server-session";
import { ossSummary } from "@/lib/eu-vat/oss-summary";
import { getDashboardStats } from "@/lib/invoices/dashboard-stats";
import { isEuCountry } from "@/lib/tax/eu-countries";

export const metadata: Metadata = { title: "Dashboard" };

/** What GET /api/dashboard/stats and /api/tax/oss would answer, as JSON carries it. */
const asJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value));

/**
 * The figures come with the page instead of after it (issue #24): the money cards, the Free
 * banner, the getting-started card and the OSS meter are in the first paint, so nothing appears
 * later and pushes the page down (CLS), and the phone waits for one answer instead of three.
 * The layout already turned a visitor without a session away.
 */
export default async function DashboardPage() {
  const user = await getSessionUser();
  if (!user) return <DashboardView />;
  const year = new Date().getUTCFullYear();
  const [stats, oss] = await Promise.all([
    getDashboardStats(user),
    user.country && isEuCountry(user.country) ? ossSummary(user.id, year) : undefined,
  ]);
  const initialData: DashboardInitialData = { stats: asJson(stats), ...(oss ? { oss: { year, summary: asJson(oss) } } : {}) };
  return <DashboardView initialData={initialData} />;
}
