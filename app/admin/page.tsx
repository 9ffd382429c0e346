import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { LegalFooter } from "@/components/marketing/legal-footer";
import { getPublicUser } from "@/lib/auth/get-public-user";
import { getSessionUser } from "@/lib/auth/server-session";
import { Providers } from "../providers";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

/** The admin control center (SPEC section 2 "/admin"). */
export default async function AdminRoute() {
  const session = await getSessionUser();
  return (
    <Providers>
      <div className="flex min-h-screen flex-col">
        <div className="flex-1">
          <AdminPage initialUser={session ? await getPublicUser(session.id) : null} />
        </div>
        <LegalFooter />
      </div>
    </Providers>
  );
}
