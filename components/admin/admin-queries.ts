"use client";

import { useQuery, useQueryClient, type Query } from "@tanstack/react-query";
import type { AdminAnalytics, AnalyticsPeriod } from "@/lib/admin/admin-analytics";
import type { AdminInvoiceRow } from "@/lib/admin/admin-invoices";
import type { AdminStats } from "@/lib/admin/admin-stats";
import type { AdminUserRow } from "@/lib/admin/admin-users";
import type { AdminAlert } from "@/lib/admin/evaluate-alerts";
import type { InvoiceIntelligence } from "@/lib/admin/invoice-intelligence";
import type { FeedEvent } from "@/lib/admin/realtime-feed";

/** SPEC section 9: stats and invoice intelligence 30 s, analytics 60 s, feed 10 s. */
export const ADMIN_REFRESH_MS = { stats: 30_000, intelligence: 30_000, analytics: 60_000, feed: 10_000, alerts: 30_000 } as const;

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export const useAdminStats = () => useQuery<AdminStats>({ queryKey: ["/api/admin/stats"], refetchInterval: ADMIN_REFRESH_MS.stats });
export const useInvoiceIntelligence = () =>
  useQuery<InvoiceIntelligence>({ queryKey: ["/api/admin/invoice-intelligence"], refetchInterval: ADMIN_REFRESH_MS.intelligence });
export const useAdminAnalytics = (period: AnalyticsPeriod) =>
  useQuery<AdminAnalytics>({ queryKey: [`/api/admin/analytics?period=${period}`], refetchInterval: ADMIN_REFRESH_MS.analytics });
export const useRealtimeFeed = () =>
  useQuery<Json<FeedEvent>[]>({ queryKey: ["/api/admin/realtime-feed"], refetchInterval: ADMIN_REFRESH_MS.feed });
export const useAdminAlerts = () => useQuery<AdminAlert[]>({ queryKey: ["/api/admin/alerts"], refetchInterval: ADMIN_REFRESH_MS.alerts });

export type AdminUser = Json<AdminUserRow>;
export const usersQueryString = (plan: string, search: string) => new URLSearchParams({ plan, search }).toString();
export const useAdminUsers = (plan: string, search: string) =>
  useQuery<AdminUser[]>({ queryKey: [`/api/admin/users?${usersQueryString(plan, search)}`] });

export type AdminInvoicePage = { invoices: Json<AdminInvoiceRow>[]; page: number; pageSize: number; total: number };
export const useAdminInvoices = (page: number) => useQuery<AdminInvoicePage>({ queryKey: [`/api/admin/invoices?page=${page}`] });

export type BugReport = {
  id: string;
  title: string;
  description: string;
  steps: string | null;
  url: string | null;
  userAgent: string | null;
  priority: string;
  category: string;
  status: "open" | "in_progress" | "resolved" | "closed";
  adminNotes: string | null;
  createdAt: string;
  user: { email: string | null };
};
export const BUG_REPORTS_KEY = ["/api/admin/bug-reports"] as const;
export const useBugReports = () => useQuery<BugReport[]>({ queryKey: BUG_REPORTS_KEY });

const isAdminQuery = (query: Query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/admin/");

/** Refetches every admin query (the header's Refresh; after a change, the figures it moves). */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isAdminQuery });
}
