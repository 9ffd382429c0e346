import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

export const LIMIT_REACHED_MESSAGE = `Free plan limit reached: you can create ${FREE_INVOICES_PER_MONTH} invoices per month. Upgrade to Pro for unlimited invoices.`;
