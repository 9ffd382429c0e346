import type { Metadata } from "next";
import { AnalyticsScript } from "@/components/analytics-script";
import { SITE_DESCRIPTION } from "@/components/marketing/site-links";
import { inter } from "@/lib/fonts/inter";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "InvoiceFlow – invoices for freelancers and small businesses", template: "%s | InvoiceFlow" },
  description: SITE_DESCRIPTION,
};

// No providers here: each layout that needs TanStack Query or toasts brings app/providers.tsx, so
// the public pages stay server-rendered with only their own small islands (issue #15 item 7).
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    // The theme is always light (SPEC section 1), whatever a stored preference says.
    <html lang="en" className={`light ${inter.variable}`} style={{ colorScheme: "light" }}>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {children}
        <AnalyticsScript />
      </body>
    </html>
  );
}
