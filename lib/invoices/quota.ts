export const LIMIT_REACHED_MESSAGE =
  "Free plan limit reached: you can create 3 invoices per month. Upgrade to Pro for unlimited invoices.";
