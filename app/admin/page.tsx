import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { LegalFooter } from "@/components/marketing/legal-footer";
import { getPublicUser } from "@/lib/auth/get-public-user";
import { getSessionUser } from "@/lib/auth/server-session";
import { ADMIN_TWO_FACTOR_MESSAGE, adminLacksSecondFactor } from "@/lib/auth/two-factor/admin-requirement";
import { Providers } from "../providers";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

/** The admin control center (SPEC section 2 "/admin"). */
export default async function AdminRoute() {
  const session = await getSessionUser();
  const initialUser = session ? await getPublicUser(session.id) : null;
  // Said once on the page, rather than as a 403 in every tab (lib/http/route.ts refuses each call).
  const secondFactorNotice = initialUser?.isAdmin && (await adminLacksSecondFactor(initialUser.id)) ? ADMIN_TWO_FACTOR_MESSAGE : null;
  return (
    <Providers>
      <div className="flex min-h-screen flex-col">
        <div className="flex-1">
          <AdminPage initialUser={initialUser} secondFactorNotice={secondFactorNotice} />
        </div>
        <LegalFooter />
      </div>
    </Providers>
  );
}
