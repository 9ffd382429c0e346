/** GET /api/dashboard/stats's query key: on its own so a screen that reads the figures needs none of the list code. */
export const DASHBOARD_STATS_KEY = ["/api/dashboard/stats"] as const;
