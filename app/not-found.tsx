import type { Metadata } from "next";
import { PublicShell } from "@/components/marketing/public-shell";
import { SiteLink } from "@/components/marketing/site-link";

export const metadata: Metadata = { title: { absolute: "404 Page Not Found" } };

/** Any path no route serves: the public pages' header, navigation and footer around the message. */
export default function NotFound() {
  return (
    <PublicShell>
      <div className="flex flex-col items-center justify-center gap-4 px-6 py-24 text-center">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <SiteLink href="/" className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:opacity-90">
          Back to the home page
        </SiteLink>
      </div>
    </PublicShell>
  );
}
