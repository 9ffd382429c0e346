import Script from "next/script";

/**
 * The spec's analytics script: a privacy-friendly, cookie-less one (Plausible or compatible) when
 * NEXT_PUBLIC_ANALYTICS_SCRIPT_URL is set at build time; nothing at all otherwise. No inline script
 * (a Content-Security-Policy needs only the script's origin): trackEvent queues early events itself.
 */
export function AnalyticsScript() {
  const src = process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL;
  if (!src) return null;
  const domain = process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN;
  return <Script src={src} data-domain={domain || undefined} strategy="afterInteractive" />;
}
