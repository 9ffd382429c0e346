import { FREE_INVOICES_PER_MONTH } from "@/lib/plans";

export const LIMIT_REACHED_MESSAGE = `Free plan limit reached: you can create ${FREE_INVOICES_PER_MONTH} invoices per month. Upgrade to Pro for unlimited invoices.`;
/** The 403's code, so the create form sends the user to the upgrade without reading the words. */
export const PLAN_LIMIT_CODE = "plan_limit_reached";
