import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { AppToaster } from "@/components/ui/app-toaster";

/** Signup and its success page: the public header and footer. (/auth, the sign-in page, is pages/auth.tsx.) */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1 bg-muted/30">{children}</div>
      <SiteFooter />
      {/* The forms toast; no query client here (only /signup's form needs one and brings it). */}
      <AppToaster />
    </div>
  );
}
