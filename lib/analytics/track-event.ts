type Plausible = ((event: string, options?: { props?: Record<string, string> }) => void) & { q?: unknown[] };

declare global {
  interface Window {
    /** set by a Plausible-compatible script (NEXT_PUBLIC_ANALYTICS_SCRIPT_URL) */
    plausible?: Plausible;
  }
}

export type AnalyticsEvent = "Signup" | "Subscribe";

/**
 * Logs an analytics event when an analytics script is configured; without one it does nothing.
 * Before the script has loaded, the event waits in `plausible.q`, which Plausible's script reads.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === "undefined" || !process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL) return;
  try {
    if (!window.plausible) {
      const queue: Plausible = (...args) => void (queue.q = queue.q ?? []).push(args);
      window.plausible = queue;
    }
    window.plausible(event);
  } catch {
    // analytics must never break the flow it observes
  }
}
